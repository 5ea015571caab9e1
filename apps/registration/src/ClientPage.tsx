import {
  ApiError,
  getClientRecord,
  updateClientRecord,
  type ClientPersonalInfo,
  type ClientRecordAnswer,
} from '@meridian/api';
import {
  CLIENT_PAGE_MESSAGES as M,
  clientPageIntro,
  LEAD_EMAIL_TYPES,
  LEAD_PHONE_TYPES,
  validateClientInfo,
  type ClientInfoErrors,
  type ContactAddress,
  type ContactEmail,
  type ContactPhone,
} from '@meridian/domain';
import {
  AddressEditor,
  Banner,
  Button,
  EmailEditor,
  ErrorSummary,
  Field,
  MaskedDateInput,
  PhoneEditor,
  Spinner,
  TextInput,
} from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import useSWR from 'swr';
import { ClientPageForm, ClientPageLayout, ClientPageMessage, StyledClientPageActions } from './ClientPageLayout';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

interface Draft {
  fname: string;
  lname: string;
  dob: string;
  phones: ContactPhone[];
  emails: ContactEmail[];
  addresses: ContactAddress[];
}

const draftOf = (lead: ClientPersonalInfo): Draft => ({
  fname: lead.fname,
  lname: lead.lname,
  dob: lead.dob,
  phones: lead.phones.map((p) => ({ ...p, phone_ext: p.phone_ext ?? undefined })),
  emails: lead.emails,
  addresses: lead.addresses,
});

const FIELD_IDS: Record<keyof ClientInfoErrors, string> = {
  fname: 'client-fname',
  lname: 'client-lname',
  dob: 'client-dob',
  phones: 'client-phones',
  emails: 'client-emails',
  addresses: 'client-addresses',
};

type Status =
  | { kind: 'editing' }
  | { kind: 'invalid'; attempt: number }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The client's self-service page (`/client/#<token>`): the client reviews and corrects their name,
 * birthdate, phones, emails and addresses; the agent sees the changes in the lead's ledger.
 */
export function ClientPage({ token }: { token: string }) {
  const { data, error, isLoading, mutate } = useSWR(token ? ['client-record', token] : null, () =>
    getClientRecord(token),
  );
  if (!token) return <Closed message={M.invalidLink} />;
  if (isLoading) return <Spinner size="large" message="Loading" />;
  if (error || !data) return <Closed message={error instanceof ApiError ? error.message : M.invalidLink} />;
  return <ClientForm key={data.expires_at} token={token} record={data} onSaved={(answer) => mutate(answer, false)} />;
}

const HEADING = 'Your information';

function Closed({ message }: { message: string }) {
  return <ClientPageMessage heading={HEADING} variant="alert" message={message} />;
}

function ClientForm({
  token,
  record,
  onSaved,
}: {
  token: string;
  record: ClientRecordAnswer;
  onSaved(answer: ClientRecordAnswer): void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(record.lead));
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const errors = validateClientInfo(draft, new Date());
  const showErrors = status.kind === 'invalid';
  const disabled = !record.can_update || status.kind === 'saving';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (status.kind === 'saved' || status.kind === 'failed') setStatus({ kind: 'editing' });
  };
  const fieldError = (key: keyof ClientInfoErrors) => (showErrors ? errors[key] : undefined);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setStatus({ kind: 'invalid', attempt: status.kind === 'invalid' ? status.attempt + 1 : 1 });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await updateClientRecord({
        token,
        ...draft,
        addresses: draft.addresses.map((a) => ({ ...a, apo: a.apo === '1' ? '1' : '0' })),
      });
      setDraft(draftOf(answer.lead));
      onSaved(answer);
      setStatus({ kind: 'saved', message: M.updated });
    } catch (e) {
      setStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }

  const summary = (Object.keys(FIELD_IDS) as Array<keyof ClientInfoErrors>).flatMap((key) =>
    errors[key] ? [{ targetId: FIELD_IDS[key], message: errors[key] }] : [],
  );

  return (
    <ClientPageLayout heading={HEADING}>
      <p>{clientPageIntro(record.agent_name, record.account_business_name)}</p>
      {!record.can_update ? <Banner variant="warn">{M.updatesOff}</Banner> : null}
      {status.kind === 'invalid' ? (
        <ErrorSummary key={status.attempt} title="Please correct the following:" errors={summary} />
      ) : null}
      {status.kind === 'failed' ? <Banner variant="alert">{status.message}</Banner> : null}
      {status.kind === 'saved' ? <Banner variant="success">{status.message}</Banner> : null}
      <ClientPageForm busy={status.kind === 'saving'} onSubmit={save}>
        <StyledSection aria-labelledby="client-name-heading">
          <h2 id="client-name-heading">Name and birthdate</h2>
          <StyledGrid>
            <Field id={FIELD_IDS.fname} required disabled={disabled}>
              <Field.Label>First name</Field.Label>
              <TextInput
                value={draft.fname}
                maxLength={25}
                autoComplete="given-name"
                onChange={(e) => set('fname', e.target.value)}
              />
              {fieldError('fname') ? <Field.Error>{fieldError('fname')}</Field.Error> : null}
            </Field>
            <Field id={FIELD_IDS.lname} required disabled={disabled}>
              <Field.Label>Last name</Field.Label>
              <TextInput
                value={draft.lname}
                maxLength={25}
                autoComplete="family-name"
                onChange={(e) => set('lname', e.target.value)}
              />
              {fieldError('lname') ? <Field.Error>{fieldError('lname')}</Field.Error> : null}
            </Field>
            <Field id={FIELD_IDS.dob} disabled={disabled}>
              <Field.Label>Birthdate</Field.Label>
              <MaskedDateInput value={draft.dob} autoComplete="bday" onValueChange={(dob) => set('dob', dob)} />
              {fieldError('dob') ? <Field.Error>{fieldError('dob')}</Field.Error> : null}
            </Field>
          </StyledGrid>
        </StyledSection>
        <StyledSection id={FIELD_IDS.phones} tabIndex={-1} aria-labelledby="client-phones-heading">
          <h2 id="client-phones-heading">Phones</h2>
          <PhoneEditor
            label="Phones"
            rowLabel="Phone"
            types={LEAD_PHONE_TYPES}
            value={draft.phones}
            onValueChange={(phones) => set('phones', phones)}
            showErrors={showErrors}
            disabled={disabled}
          />
        </StyledSection>
        <StyledSection id={FIELD_IDS.emails} tabIndex={-1} aria-labelledby="client-emails-heading">
          <h2 id="client-emails-heading">Emails</h2>
          <EmailEditor
            label="Emails"
            rowLabel="Email"
            types={LEAD_EMAIL_TYPES}
            required
            value={draft.emails}
            onValueChange={(emails) => set('emails', emails)}
            showErrors={showErrors}
            disabled={disabled}
          />
        </StyledSection>
        <StyledSection id={FIELD_IDS.addresses} tabIndex={-1} aria-labelledby="client-addresses-heading">
          <h2 id="client-addresses-heading">Addresses</h2>
          <AddressEditor
            label="Addresses"
            rowLabel="Address"
            value={draft.addresses}
            onValueChange={(addresses) => set('addresses', addresses)}
            showErrors={showErrors}
            disabled={disabled}
          />
        </StyledSection>
        {record.can_update ? (
          <StyledClientPageActions>
            <Button type="submit" variant="primary" disabled={status.kind === 'saving'}>
              {status.kind === 'saving' ? 'Saving…' : 'Save'}
            </Button>
          </StyledClientPageActions>
        ) : null}
      </ClientPageForm>
    </ClientPageLayout>
  );
}
