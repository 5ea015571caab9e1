import { describeError, type Account } from '@meridian/api';
import { useTotalAgents, useUpdateAccount, useUserSearch } from '@meridian/api/react';
import { validateAccountName } from '@meridian/domain';
import { Banner, Button, Field, Select, TextInput, useToasts } from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { StyledDialogForm, StyledMuted } from '../accountAdminStyles';
import { ACCOUNT_TEXT as T } from './text';

const ACTIVE_USERS = {
  criteria: { active: { type: 'simple' as const, value: ['1'] } },
  records_per_page: 500,
  orderby_field: 'lname',
};

/** The business name and owner; a refused save keeps what was typed and shows the server's message. */
export function AccountDetailsForm({ account }: { account: Account }) {
  const [name, setName] = useState(account.account_name);
  const [owner, setOwner] = useState(
    account.account_owner_user_id === null ? null : String(account.account_owner_user_id),
  );
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const users = useUserSearch(ACTIVE_USERS);
  const totals = useTotalAgents(account.account_id);
  const update = useUpdateAccount(account.account_id);
  const toasts = useToasts();
  const nameError = touched ? validateAccountName(name) : undefined;
  const dirty =
    name !== account.account_name ||
    owner !== (account.account_owner_user_id === null ? null : String(account.account_owner_user_id));
  const owners = useMemo(
    () => (users.data?.result ?? []).map((u) => ({ value: String(u.user_id), label: `${u.fname} ${u.lname}` })),
    [users.data],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validateAccountName(name)) return;
    setServerError(undefined);
    try {
      await update.trigger({
        account_name: name,
        ...(owner !== null ? { account_owner_user_id: Number(owner) } : {}),
      });
      toasts.push({ type: 'success', message: T.accountSaved });
    } catch (error) {
      setServerError(describeError(error));
    }
  }

  return (
    <StyledDialogForm aria-labelledby="account-business-title" onSubmit={(e) => void submit(e)} noValidate>
      {serverError ? <Banner variant="alert">{serverError}</Banner> : null}
      <StyledMuted>
        {totals.data ? T.agents(totals.data.total_agents, totals.data.active_agents) : '\u00a0'}
      </StyledMuted>
      <Field required>
        <Field.Label>{T.nameLabel}</Field.Label>
        <TextInput
          autoComplete="organization"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Field.Error>{nameError}</Field.Error>
      </Field>
      <Field>
        <Field.Label>{T.ownerLabel}</Field.Label>
        <Field.Hint>{T.ownerHint}</Field.Hint>
        <Select value={owner} options={owners} onValueChange={setOwner} />
      </Field>
      <div>
        <Button type="submit" variant="primary" disabled={!dirty || update.isMutating}>
          {T.saveAccount}
        </Button>
      </div>
    </StyledDialogForm>
  );
}
