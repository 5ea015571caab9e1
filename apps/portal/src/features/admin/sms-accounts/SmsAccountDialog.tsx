import { describeError, type SmsAccount } from '@meridian/api';
import { useSaveSmsAccount, useUserSearch } from '@meridian/api/react';
import {
  SMS_ACCOUNT_NAME_MAX_LENGTH,
  SMS_PROVIDERS,
  SMS_SENDER_SCOPES,
  formatPhone,
  validateSmsAccount,
  type SmsAccountValues,
} from '@meridian/domain';
import { Checkbox, Field, PhoneInput, RadioGroup, Select, TextInput, useToasts } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { AdminFormDialog } from '../list-page';
import { SMS_ACCOUNTS_TEXT as T } from './text';

const ACTIVE_USERS = {
  criteria: { active: { type: 'simple' as const, value: ['1'] } },
  records_per_page: 500,
  orderby_field: 'lname',
};

const StyledUsers = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  max-height: 220px;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export interface SmsAccountDialogProps {
  /** The SMS account to edit; undefined to add one. */
  smsAccount?: SmsAccount;
  onClose: () => void;
}

/** Adds or edits an SMS account; a refused save keeps what was typed and shows the field's message. */
export function SmsAccountDialog({ smsAccount, onClose }: SmsAccountDialogProps) {
  const [draft, setDraft] = useState<SmsAccountValues & { active: boolean }>({
    sms_account_name: smsAccount?.sms_account_name ?? '',
    sender_number: formatPhone(smsAccount?.sender_number ?? ''),
    provider: smsAccount?.provider ?? SMS_PROVIDERS[0].id,
    sender_scope: smsAccount?.sender_scope ?? 'all',
    user_ids: smsAccount?.user_ids ?? [],
    active: (smsAccount?.active ?? '1') === '1',
  });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const users = useUserSearch(draft.sender_scope === 'users' ? ACTIVE_USERS : undefined);
  const save = useSaveSmsAccount();
  const toasts = useToasts();
  const errors = touched ? validateSmsAccount(draft) : {};
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft({ ...draft, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateSmsAccount(draft)).length > 0) return;
    setServerError(undefined);
    try {
      await save.trigger({
        ...(smsAccount ? { sms_account_id: smsAccount.sms_account_id } : {}),
        sms_account_name: draft.sms_account_name,
        sender_number: draft.sender_number,
        provider: draft.provider,
        sender_scope: draft.sender_scope,
        user_ids: draft.sender_scope === 'users' ? [...draft.user_ids] : [],
        active: draft.active ? '1' : '0',
      });
      toasts.push({ type: 'success', message: smsAccount ? T.saved : T.added });
      onClose();
    } catch (error) {
      setServerError(describeError(error));
    }
  }

  return (
    <AdminFormDialog
      formId="sms-account-form"
      title={smsAccount ? T.editTitle : T.addTitle}
      busy={save.isMutating}
      banner={serverError ? { ok: false, message: serverError } : undefined}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Field required invalid={Boolean(errors.sms_account_name)}>
        <Field.Label>{T.nameLabel}</Field.Label>
        <Field.Hint>{T.nameHint}</Field.Hint>
        <TextInput
          block
          maxLength={SMS_ACCOUNT_NAME_MAX_LENGTH}
          value={draft.sms_account_name}
          onChange={(e) => set('sms_account_name', e.target.value)}
        />
        <Field.Error>{errors.sms_account_name}</Field.Error>
      </Field>
      <Field required invalid={Boolean(errors.sender_number)}>
        <Field.Label>{T.senderLabel}</Field.Label>
        <Field.Hint>{T.senderHint}</Field.Hint>
        <PhoneInput block value={draft.sender_number} onValueChange={(value) => set('sender_number', value)} />
        <Field.Error>{errors.sender_number}</Field.Error>
      </Field>
      <Field invalid={Boolean(errors.provider)}>
        <Field.Label>{T.providerLabel}</Field.Label>
        <Select
          value={draft.provider}
          options={SMS_PROVIDERS.map((p) => ({ value: p.id, label: p.label }))}
          onValueChange={(value) => set('provider', value ?? SMS_PROVIDERS[0].id)}
        />
        <Field.Error>{errors.provider}</Field.Error>
      </Field>
      <RadioGroup
        label={T.scopeLabel}
        value={draft.sender_scope}
        onValueChange={(value) => set('sender_scope', value)}
        error={errors.user_ids}
      >
        {SMS_SENDER_SCOPES.map((scope) => (
          <RadioGroup.Item key={scope.id} value={scope.id} label={scope.label} />
        ))}
      </RadioGroup>
      {draft.sender_scope === 'users' ? (
        <StyledUsers aria-busy={users.isLoading}>
          <legend>{T.usersLabel}</legend>
          {(users.data?.result ?? []).map((user) => (
            <Checkbox
              key={user.user_id}
              label={`${user.fname} ${user.lname}`.trim()}
              checked={draft.user_ids.includes(user.user_id)}
              onCheckedChange={(checked) =>
                set(
                  'user_ids',
                  checked === true
                    ? [...draft.user_ids, user.user_id]
                    : draft.user_ids.filter((id) => id !== user.user_id),
                )
              }
            />
          ))}
        </StyledUsers>
      ) : null}
      <Checkbox
        label={T.activeLabel}
        hint={T.activeHint}
        checked={draft.active}
        onCheckedChange={(checked) => set('active', checked === true)}
      />
    </AdminFormDialog>
  );
}
