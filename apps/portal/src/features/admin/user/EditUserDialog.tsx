import { describeError, type UserDetails } from '@meridian/api';
import { useAccountRoles, useAdminAudit, useUpdateUser, useUser, useUserAccess } from '@meridian/api/react';
import {
  auditActionLabel,
  formatCentralDateTime,
  isAddressBegun,
  profileEditRights,
  validateUserProfile,
} from '@meridian/domain';
import { Banner, Button, Checkbox, Dialog, Field, Select, Spinner, Switch, TextInput, useToasts } from '@meridian/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  ContactSection,
  contactDeletions,
  profileFormOf,
  profilePayload,
  StateLicensesSection,
  WritingNumbersSection,
  type ProfileForm,
} from '../../profile';
import { PasswordResetSection } from './PasswordResetSection';
import { UserNameFields } from './UserNameFields';
import { USER_DIALOG_TEXT as T } from '../text';

/** The profile's fields (names, gender, company, NPN, phones, emails, addresses) and administration's own. */
interface Form extends ProfileForm {
  role_id: string;
  active: boolean;
  /** sms-users mode (spec 02 §2.9, §6): the reference id and the CM sync opt-out (AWN Sync OFF). */
  sms_id: string;
  cm_sync_ignore: boolean;
}

const formOf = (user: UserDetails): Form => ({
  ...profileFormOf(user),
  role_id: String(user.role_id),
  active: user.active === '1',
  sms_id: user.sms_id ?? '',
  cm_sync_ignore: user.cm_sync_ignore === '1',
});

/**
 * The empty Home row the editor offers a user without an address, left as it is, is no address: an
 * admin changing a role need not know where the agent lives. Passed over as a removed row is (so the
 * other rows keep their indexes); a saved address stays asked whole.
 */
const withoutUnbegunAddress = (form: Form): Form => ({
  ...form,
  addresses: form.addresses.map((row) =>
    row.address_id || isAddressBegun(row) ? row : { ...row, address_class: 'not begun' },
  ),
});

/** The profile's messages (spec 02 §5.4): names, role, phones, emails and addresses, as the user's own profile asks them. */
function formErrors(form: Form): Record<string, string> {
  return validateUserProfile(withoutUnbegunAddress(form), { isNew: false });
}

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  > [data-wide] {
    grid-column: 1 / -1;
  }
  > [data-checkbox-cell] {
    /* Level with the role picker beside it, under the labels' line. */
    padding-top: ${({ theme }) => theme.space[6]}px;
  }
  h3 {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledHistory = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const shownDate = (value: string | null | undefined) => (value ? formatCentralDateTime(value) : '—');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface EditUserDialogProps {
  userId: number;
  /** The signed-in admin: their own role and active flag are read-only (spec 02 §6). */
  selfId: number;
  accountId: number;
  onClose(): void;
}

/**
 * The User Profile dialog opened from administration for an existing user (spec 02 §2.9, §6): names,
 * gender, company, NPN, the role picker and the active toggle (read-only for oneself), phones, emails
 * and addresses, the reference id and AWN Sync, the user's facts, access and History, the password
 * reset (not for oneself: one's own password is changed in one's profile, with the current one),
 * writing numbers and state licenses. Update keeps it open; Update + Close closes it.
 */
export function EditUserDialog({ userId, selfId, accountId, onClose }: EditUserDialogProps) {
  const user = useUser(userId);
  if (user.data)
    return <EditUserForm user={user.data.user} self={userId === selfId} accountId={accountId} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.editTitle}
      width="large"
      footer={<Button onClick={onClose}>{T.close}</Button>}
    >
      {user.error ? <Banner variant="alert">{describeError(user.error)}</Banner> : <Spinner label={T.loading} />}
    </Dialog>
  );
}

function EditUserForm({
  user,
  self,
  accountId,
  onClose,
}: {
  user: UserDetails;
  self: boolean;
  accountId: number;
  onClose(): void;
}) {
  const roles = useAccountRoles(accountId);
  const access = useUserAccess(user.user_id);
  const history = useAdminAudit('user', user.user_id);
  const update = useUpdateUser();
  const rights = profileEditRights({ editingSelf: self });
  const toasts = useToasts();
  const [saved, setSaved] = useState<Form>(() => formOf(user));
  const [form, setForm] = useState<Form>(saved);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const errors = formErrors(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const valid = Object.keys(errors).length === 0;
  const errorOf = (field: string) => (submitted || dirty ? errors[field] : undefined);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save(thenClose: boolean, event?: FormEvent) {
    event?.preventDefault();
    setSubmitted(true);
    if (!valid || !dirty || update.isMutating) return;
    setFailure(undefined);
    try {
      const answer = await update.trigger({
        user_id: user.user_id,
        deletions: contactDeletions(form),
        changes: {
          ...profilePayload(withoutUnbegunAddress(form)),
          ...(rights.canChangeRole ? { role_id: Number(form.role_id) } : {}),
          ...(rights.canChangeActive ? { active: form.active ? '1' : '0' } : {}),
          sms_id: form.sms_id.trim(),
          cm_sync_ignore: form.cm_sync_ignore ? '1' : '0',
        },
      });
      toasts.push({ type: 'success', message: T.updated(`${answer.fname} ${answer.lname}`) });
      const next = formOf(answer);
      setSaved(next);
      setForm(next);
      if (thenClose) onClose();
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.role_id), label: r.role_name }));
  if (!roleOptions.some((o) => o.value === String(user.role_id)))
    roleOptions.unshift({ value: String(user.role_id), label: user.role_name });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.editTitle}
      width="large"
      footer={
        <>
          <Button type="button" onClick={onClose} disabled={update.isMutating}>
            {dirty ? T.cancel : T.close}
          </Button>
          {dirty && valid ? (
            <>
              <Button type="submit" form="edit-user-form" loading={update.isMutating}>
                {T.update}
              </Button>
              <Button variant="primary" type="button" onClick={() => void save(true)} loading={update.isMutating}>
                {T.updateAndClose}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <StyledForm id="edit-user-form" noValidate onSubmit={(e) => void save(false, e)} aria-label={T.editTitle}>
        {failure ? (
          <Banner variant="alert" data-wide>
            {failure}
          </Banner>
        ) : null}
        <h3 data-wide>{T.userInformation}</h3>
        <UserNameFields values={form} set={set} errorOf={errorOf} />
        <Field required disabled={!rights.canChangeRole}>
          <Field.Label>{T.role}</Field.Label>
          <Select block options={roleOptions} value={form.role_id} onValueChange={(v) => set('role_id', v ?? '')} />
          {rights.roleDeniedMessage ? <Field.Hint>{rights.roleDeniedMessage}</Field.Hint> : null}
          <Field.Error>{errorOf('role_id')}</Field.Error>
        </Field>
        <div>
          <Checkbox
            label={T.active}
            checked={form.active}
            disabled={!rights.canChangeActive}
            onCheckedChange={(checked) => set('active', checked === true)}
            hint={rights.canChangeActive ? undefined : T.ownRoleHint}
          />
        </div>
        <div data-wide>
          <ContactSection
            values={form}
            set={set}
            errors={submitted || dirty ? errors : {}}
            onLookupError={(failure) => setFailure(describeError(failure))}
          />
        </div>
        <h3 data-wide>{T.smsUsers}</h3>
        <Field>
          <Field.Label>{T.referenceId}</Field.Label>
          <TextInput
            block
            autoComplete="off"
            maxLength={50}
            value={form.sms_id}
            onChange={(e) => set('sms_id', e.target.value)}
          />
        </Field>
        <div data-checkbox-cell>
          <Switch
            label={T.awnSync}
            hint={T.awnSyncHint}
            checked={!form.cm_sync_ignore}
            onCheckedChange={(on) => set('cm_sync_ignore', !on)}
          />
        </div>
        <h3 data-wide>{T.account}</h3>
        <StyledFacts data-wide>
          <Fact term="User ID">{user.user_id}</Fact>
          <Fact term={T.login}>{user.usercredentials[0]?.login ?? '—'}</Fact>
          <Fact term={T.email}>{user.default_email?.email ?? '—'}</Fact>
          <Fact term={T.registered}>{shownDate(user.registration_date)}</Fact>
          <Fact term={T.lastAccess}>{shownDate(user.last_access_date)}</Fact>
          <Fact term={T.lastActiveChange}>{shownDate(user.active_changed_date)}</Fact>
          <Fact term={T.permissions}>{access.data ? access.data.permissions.join(', ') || T.noPermissions : '—'}</Fact>
        </StyledFacts>
        <h3 data-wide>{T.history}</h3>
        <div data-wide>
          {history.data && history.data.length > 0 ? (
            <StyledHistory>
              {history.data.map((entry) => (
                <li key={entry.audit_id}>
                  {shownDate(entry.changed_at)} — {auditActionLabel(entry.action)} by{' '}
                  {entry.changed_by_name ?? `user ${entry.changed_by}`}
                </li>
              ))}
            </StyledHistory>
          ) : (
            <p>{history.data ? T.noHistory : '—'}</p>
          )}
        </div>
      </StyledForm>
      {/* sms-users mode (spec 02 §2.9, §6): the user's writing numbers with the record number, add and delete. */}
      {self ? null : <PasswordResetSection user={user} />}
      <WritingNumbersSection userId={user.user_id} mode="sms-users" />
      <StateLicensesSection userId={user.user_id} />
    </Dialog>
  );
}
