import { describeError, type SmsAccount } from '@meridian/api';
import { useSaveSmsAccount, useSmsAccountSearch, useTestSmsAccount } from '@meridian/api/react';
import { SMS_ACCOUNT_MESSAGES, SMS_PROVIDERS, formatPhone, isCompletePhone } from '@meridian/domain';
import {
  Banner,
  Button,
  DataTable,
  Dialog,
  Field,
  PageHeader,
  PhoneInput,
  TextInput,
  useToasts,
  type DataTableColumn,
  type DataTableSort,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { AdminHistoryDialog, ADMIN_HISTORY_TEXT } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { ADMIN_PAGE_SIZE, adminSearchBody } from '../adminSearch';
import { StyledRowActions } from '../RowActions';
import { StyledDialogForm, StyledToolbar } from '../accountAdminStyles';
import { SmsAccountDialog } from './SmsAccountDialog';
import { SMS_ACCOUNTS_TEXT as T } from './text';

const providerLabel = (id: string) => SMS_PROVIDERS.find((p) => p.id === id)?.label ?? id;
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
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.testTitle}
      description={`${smsAccount.sms_account_name}, ${formatPhone(smsAccount.sender_number)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button variant="primary" type="submit" form="sms-test-form" disabled={test.isMutating}>
            {T.send}
          </Button>
        </>
      }
    >
      <StyledDialogForm id="sms-test-form" onSubmit={(e) => void submit(e)} noValidate>
        {outcome ? (
          <Banner variant={outcome.ok ? 'success' : 'alert'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </Banner>
        ) : null}
        <Field required invalid={Boolean(error)}>
          <Field.Label>{T.testLabel}</Field.Label>
          <Field.Hint>{T.testHint}</Field.Hint>
          <PhoneInput block value={to} onValueChange={setTo} />
          <Field.Error>{error}</Field.Error>
        </Field>
      </StyledDialogForm>
    </Dialog>
  );
}

/** Admin → SMS Accounts (issue 29; spec 02 §6): the agency's sender numbers; search, add, edit, deactivate, test. */
export function SmsAccountsPage() {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [editing, setEditing] = useState<SmsAccount | 'new' | null>(null);
  const [testing, setTesting] = useState<SmsAccount | null>(null);
  const [history, setHistory] = useState<SmsAccount | null>(null);
  const body = useMemo(() => adminSearchBody('sms_account_name', text, page, sort), [text, page, sort]);
  const search = useSmsAccountSearch(body);
  const save = useSaveSmsAccount();
  const toasts = useToasts();
  const rows = search.data?.result ?? [];
  const total = search.data?.total_records ?? 0;

  const columns = useMemo<ReadonlyArray<DataTableColumn<SmsAccount>>>(() => {
    async function toggle(row: SmsAccount) {
      const active = row.active === '1' ? '0' : '1';
      try {
        await save.trigger({ sms_account_id: row.sms_account_id, ...saveBodyOf(row), active });
        toasts.push({ type: 'success', message: active === '1' ? T.activated : T.deactivated });
      } catch (error) {
        toasts.push({ type: 'alert', message: describeError(error) });
      }
    }
    return [
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
      {
        id: 'actions',
        header: 'Actions',
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <StyledRowActions>
            <Button
              size="small"
              variant="secondary"
              onClick={() => setEditing(row)}
              aria-label={`${T.edit} ${row.sms_account_name}`}
            >
              {T.edit}
            </Button>
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
            <Button
              size="small"
              variant="secondary"
              onClick={() => setHistory(row)}
              aria-label={`${ADMIN_HISTORY_TEXT.button} ${row.sms_account_name}`}
            >
              {ADMIN_HISTORY_TEXT.button}
            </Button>
          </StyledRowActions>
        ),
      },
    ];
  }, [save, toasts]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setText(draft);
    setPage(1);
  }

  return (
    <AdminLayout>
      <PageHeader
        title={T.title}
        description={T.intro}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        }
      />
      <StyledToolbar role="search" aria-label={T.title} onSubmit={submit}>
        <Field>
          <Field.Label>{T.searchLabel}</Field.Label>
          <TextInput type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit">{T.search}</Button>
      </StyledToolbar>
      <DataTable
        manual
        caption={T.caption}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.sms_account_id)}
        emptyText={T.empty}
        loading={search.isLoading}
        error={search.error ? describeError(search.error) : undefined}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTable.Pagination
        pageIndex={page - 1}
        pageCount={Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))}
        onPageIndexChange={(index) => setPage(index + 1)}
        summary={search.data ? T.count(total) : null}
        disabled={search.isLoading}
        labels={{ pagination: T.pages }}
      />
      {editing ? (
        <SmsAccountDialog smsAccount={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {testing ? <SmsTestDialog smsAccount={testing} onClose={() => setTesting(null)} /> : null}
      {history ? (
        <AdminHistoryDialog
          entity="sms_account"
          id={history.sms_account_id}
          name={history.sms_account_name}
          onClose={() => setHistory(null)}
        />
      ) : null}
    </AdminLayout>
  );
}
