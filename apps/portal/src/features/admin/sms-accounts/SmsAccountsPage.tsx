import { describeError, type SmsAccount } from '@meridian/api';
import { useSaveSmsAccount, useSmsAccountSearch, useTestSmsAccount } from '@meridian/api/react';
import { SMS_ACCOUNT_MESSAGES, SMS_PROVIDERS, formatPhone, isCompletePhone } from '@meridian/domain';
import { Button, Field, PhoneInput, useToasts, type DataTableColumn } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import {
  AdminFormDialog,
  AdminListPage,
  adminSearchBody,
  useAdminList,
  useRowDialogs,
  type AdminRecord,
} from '../list-page';
import { SmsAccountDialog } from './SmsAccountDialog';
import { SMS_ACCOUNTS_TEXT as T } from './text';

const providerLabel = (id: string) => SMS_PROVIDERS.find((p) => p.id === id)?.label ?? id;
const bodyOf = adminSearchBody('sms_account_name');
const RECORD: AdminRecord<SmsAccount> = {
  id: (row) => row.sms_account_id,
  name: (row) => row.sms_account_name,
  entity: 'sms_account',
};
const COLUMNS: ReadonlyArray<DataTableColumn<SmsAccount>> = [
  { id: 'sms_account_name', header: T.columns.name, accessor: 'sms_account_name', rowHeader: true },
  { id: 'sender_number', header: T.columns.sender, accessor: (row) => formatPhone(row.sender_number) },
  { id: 'provider', header: T.columns.provider, accessor: (row) => providerLabel(row.provider) },
  {
    id: 'sender_scope',
    header: T.columns.who,
    sortable: false,
    accessor: (row) => (row.sender_scope === 'all' ? T.everyone : T.usersCount(row.user_ids.length)),
  },
  { id: 'active', header: T.columns.status, accessor: (row) => (row.active === '1' ? 'Active' : 'Inactive') },
];
const saveBodyOf = ({ sms_account_id: _id, updated_at: _at, ...row }: SmsAccount) => row;

/** Sends a test text through an SMS account; a refusal keeps the number and says why. */
function SmsTestDialog({ smsAccount, onClose }: { smsAccount: SmsAccount; onClose: () => void }) {
  const [to, setTo] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const test = useTestSmsAccount();
  const error = touched && !isCompletePhone(to) ? SMS_ACCOUNT_MESSAGES.testNumberInvalid : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!isCompletePhone(to)) return;
    try {
      const answer = await test.trigger({ sms_account_id: smsAccount.sms_account_id, to_number: to });
      setOutcome({ ok: true, message: answer.message });
    } catch (failure) {
      setOutcome({ ok: false, message: describeError(failure) });
    }
  }

  return (
    <AdminFormDialog
      formId="sms-test-form"
      title={T.testTitle}
      description={`${smsAccount.sms_account_name}, ${formatPhone(smsAccount.sender_number)}`}
      submitLabel={T.send}
      width="medium"
      busy={test.isMutating}
      banner={outcome}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Field required invalid={Boolean(error)}>
        <Field.Label>{T.testLabel}</Field.Label>
        <Field.Hint>{T.testHint}</Field.Hint>
        <PhoneInput block value={to} onValueChange={setTo} />
        <Field.Error>{error}</Field.Error>
      </Field>
    </AdminFormDialog>
  );
}

/** Admin → SMS Accounts (issue 29; spec 02 §6): the agency's sender numbers; search, add, edit, deactivate, test. */
export function SmsAccountsPage() {
  const list = useAdminList('', bodyOf);
  const dialogs = useRowDialogs<SmsAccount>();
  const [testing, setTesting] = useState<SmsAccount | null>(null);
  const search = useSmsAccountSearch(list.body);
  const save = useSaveSmsAccount();
  const toasts = useToasts();

  async function toggle(row: SmsAccount) {
    const active = row.active === '1' ? '0' : '1';
    try {
      await save.trigger({ sms_account_id: row.sms_account_id, ...saveBodyOf(row), active });
      toasts.push({ type: 'success', message: active === '1' ? T.activated : T.deactivated });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  /** Deactivate (or Activate) and Test, after Edit. */
  const ownActions = (row: SmsAccount) => (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => void toggle(row)}
        aria-label={`${row.active === '1' ? T.deactivate : T.activate} ${row.sms_account_name}`}
      >
        {row.active === '1' ? T.deactivate : T.activate}
      </Button>
      <Button
        size="small"
        variant="secondary"
        disabled={row.active !== '1'}
        onClick={() => setTesting(row)}
        aria-label={`${T.test} from ${row.sms_account_name}`}
      >
        {T.test}
      </Button>
    </>
  );

  return (
    <AdminListPage
      title={T.title}
      description={T.intro}
      addLabel={T.add}
      searchLabel={T.searchLabel}
      list={list}
      dialogs={dialogs}
      record={RECORD}
      rowActions={{ edit: true, after: ownActions }}
      search={search}
      columns={COLUMNS}
      caption={T.caption}
      emptyText={T.empty}
      summary={T.count}
      pagesLabel={T.pages}
    >
      {dialogs.editing ? <SmsAccountDialog smsAccount={dialogs.current} onClose={dialogs.close.edit} /> : null}
      {testing ? <SmsTestDialog smsAccount={testing} onClose={() => setTesting(null)} /> : null}
    </AdminListPage>
  );
}
