import { ApiError, describeError, getCountiesByZip, type NewUserRequest } from '@meridian/api';
import { useAccountRoles, useApiClient, useCreateUser } from '@meridian/api/react';
import {
  ensureAddressRow,
  entriesToSave,
  generateInitialPassword,
  isAddressBegun,
  newUserCreatedMessage,
  USERNAME_MAX_LENGTH,
  validateNewUser,
  type ContactAddress,
  type NewUserValues,
} from '@meridian/domain';
import { AddressEditor, Banner, Button, Dialog, Field, PhoneInput, Select, TextInput, useToasts } from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ADMIN_TEXT, USER_DIALOG_TEXT as T } from '../text';
import { type UserIdentityValues } from '../../profile';
import { UserNameFields } from './UserNameFields';

/** The role a new user gets unless another is picked (spec 02 §5.4, §6). */
const DEFAULT_ROLE_NAME = 'Agent';

interface Form extends UserIdentityValues {
  fname: string;
  lname: string;
  login: string;
  password: string;
  role_id: string | null;
  email: string;
  phone: string;
  /** Optional: a row left empty is not sent; a row begun is asked whole. */
  addresses: ContactAddress[];
}

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const StyledPasswordRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  > :first-child {
    flex: 1;
  }
`;

/** The new-user payload of `POST user` (spec 02 §3.4) from the form. */
export function newUserPayload(form: Form, accountId: number): NewUserRequest {
  return {
    account_id: accountId,
    fname: form.fname.trim(),
    lname: form.lname.trim(),
    role_id: Number(form.role_id),
    usercredentials: [{ login: form.login.trim(), password: form.password }],
    phones: [{ phone: form.phone, phone_type: 'Work', is_default: true }],
    emails: [{ email: form.email.trim(), email_type: 'Work', is_default: true }],
    gender: form.gender || null,
    company: form.company.trim() || null,
    npn: form.npn.trim() || null,
    addresses: entriesToSave('address', form.addresses)
      .filter(isAddressBegun)
      .map((a) => ({
        address_type_id: a.address_type_id,
        address1: a.address1.trim(),
        address2: a.address2?.trim() || null,
        city: a.city.trim(),
        state_id: a.state_id,
        zip: a.zip,
        zip_4: a.zip_4 || null,
        county: a.county || null,
        county_fips: a.county_fips || null,
        is_default: a.isSelected === true,
      })),
  };
}

export interface AddUserDialogProps {
  accountId: number;
  onClose(): void;
}

/**
 * The User Profile dialog in add-user mode (spec 02 §2.9, §4.4, §5.4): names, gender, company, NPN,
 * the login name, the generated 12-character password, the role (Agent unless another is picked),
 * email, phone and (optional, whole once begun) addresses. Add creates the user, then invites them;
 * errors show after a submit attempt and what was typed stays.
 */
export function AddUserDialog({ accountId, onClose }: AddUserDialogProps) {
  const roles = useAccountRoles(accountId);
  const create = useCreateUser();
  const client = useApiClient();
  const toasts = useToasts();
  const [form, setForm] = useState<Form>(() => ({
    fname: '',
    lname: '',
    login: '',
    password: generateInitialPassword(),
    role_id: null,
    email: '',
    phone: '',
    gender: '',
    company: '',
    npn: '',
    addresses: ensureAddressRow([]) as ContactAddress[],
  }));
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; field?: string }>();
  const defaultRole = roles.data?.find((r) => r.role_name === DEFAULT_ROLE_NAME && r.active);
  const roleId = form.role_id ?? (defaultRole ? String(defaultRole.role_id) : null);
  const values: NewUserValues = { ...form, role_id: roleId };
  const errors = useMemo(() => validateNewUser(values), [form, roleId]); // eslint-disable-line react-hooks/exhaustive-deps
  const errorOf = (field: string) =>
    submitted ? (errors[field] ?? (refusal?.field === field ? refusal.message : undefined)) : undefined;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (refusal?.field === key) setRefusal(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isMutating) return;
    setSubmitted(true);
    setRefusal(undefined);
    if (Object.keys(errors).length > 0) return;
    try {
      const created = await create.trigger(newUserPayload({ ...form, role_id: roleId }, accountId));
      toasts.push({ type: 'success', message: newUserCreatedMessage(created.account_id) });
      if (created.invite) toasts.push({ type: 'success', message: ADMIN_TEXT.inviteSent(created.invite.email) });
      else toasts.push({ type: 'alert', message: ADMIN_TEXT.inviteFailed(describeError(created.inviteError)) });
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? (error.result?.field as string | undefined) : undefined;
      setRefusal({ message: describeError(error), field });
    }
  }

  const roleOptions = (roles.data ?? [])
    .filter((r) => r.active)
    .map((r) => ({ value: String(r.role_id), label: r.role_name }));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.addTitle}
      width="medium"
      footer={
        <>
          <Button onClick={onClose} disabled={create.isMutating}>
            {T.cancel}
          </Button>
          <Button variant="primary" type="submit" form="add-user-form" loading={create.isMutating}>
            {T.add}
          </Button>
        </>
      }
    >
      <StyledForm id="add-user-form" noValidate onSubmit={(e) => void submit(e)} aria-label={T.addTitle}>
        {refusal && !refusal.field ? (
          <Banner variant="alert" data-wide>
            {refusal.message}
          </Banner>
        ) : null}
        {roles.error ? (
          <Banner variant="alert" data-wide>
            {describeError(roles.error)}
          </Banner>
        ) : null}
        <UserNameFields values={form} set={set} errorOf={errorOf} />
        <Field required>
          <Field.Label>{T.login}</Field.Label>
          <TextInput
            block
            autoComplete="off"
            spellCheck={false}
            maxLength={USERNAME_MAX_LENGTH}
            value={form.login}
            onChange={(e) => set('login', e.target.value)}
          />
          <Field.Hint>{T.loginHint}</Field.Hint>
          <Field.Error>{errorOf('login')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{T.role}</Field.Label>
          <Select
            block
            placeholder="Select…"
            options={roleOptions}
            value={roleId}
            onValueChange={(value) => set('role_id', value)}
          />
          <Field.Error>{errorOf('role_id')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{T.email}</Field.Label>
          <TextInput
            block
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
          />
          <Field.Error>{errorOf('email')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{T.phone}</Field.Label>
          <PhoneInput block value={form.phone} onValueChange={(phone) => set('phone', phone)} />
          <Field.Error>{errorOf('phone')}</Field.Error>
        </Field>
        <Field data-wide>
          <Field.Label>{T.password}</Field.Label>
          <StyledPasswordRow>
            <TextInput block readOnly value={form.password} spellCheck={false} autoComplete="off" />
            <Button type="button" onClick={() => set('password', generateInitialPassword())}>
              {T.regenerate}
            </Button>
          </StyledPasswordRow>
          <Field.Hint>{T.passwordHint}</Field.Hint>
          <Field.Error>{errorOf('password')}</Field.Error>
        </Field>
        <div data-wide>
          <AddressEditor
            mode="add-user"
            label={T.addresses}
            // Optional: a row asks for street, city, state and zip once anything is typed in it.
            required={form.addresses.some(isAddressBegun)}
            showErrors={submitted}
            value={form.addresses}
            onValueChange={(addresses) => set('addresses', addresses)}
            onZipLookup={(zip) => getCountiesByZip(client, zip)}
          />
        </div>
      </StyledForm>
    </Dialog>
  );
}
