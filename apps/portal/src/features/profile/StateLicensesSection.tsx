import { describeError, type StateLicenseRow } from '@meridian/api';
import { useAddStateLicense, useExpireStateLicense, useStateLicenses } from '@meridian/api/react';
import {
  STATE_LICENSE_MESSAGES,
  STATE_LICENSE_NUMBER_MAX_LENGTH,
  US_STATES,
  US_TERRITORIES,
  validateStateLicense,
  type StateLicenseValues,
} from '@meridian/domain';
import {
  Banner,
  Button,
  ConfirmDialog,
  DataTable,
  Field,
  MaskedDateInput,
  Select,
  TextInput,
  type DataTableColumn,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { StyledSection } from './styles';
import { STATE_LICENSE_TEXT as T } from './text';

const STATE_OPTIONS = [...US_STATES, ...US_TERRITORIES].map((s) => ({ value: s.abbreviation, label: s.name }));

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;

  & > button {
    /* Level with the inputs under their labels. */
    margin-top: 22px;
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

const StyledStatus = styled.span`
  &[data-active='false'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface FormValues {
  state_id: string | null;
  license_number: string;
  expiration_date: string;
}

const EMPTY: FormValues = { state_id: null, license_number: '', expiration_date: '' };

/**
 * The user's state licenses in the User Profile (and an admin's Edit User): each state's license
 * with its expiration date and whether it is in force; Add keeps what was typed when refused;
 * Expire (after a confirmation) ends a license today, and it stays listed as expired until a new
 * license for the state replaces it.
 */
export function StateLicensesSection({ userId }: { userId: number }) {
  const licenses = useStateLicenses(userId);
  const add = useAddStateLicense(userId);
  const expire = useExpireStateLicense(userId);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [expiring, setExpiring] = useState<StateLicenseRow | null>(null);

  const errors = validateStateLicense(values as StateLicenseValues, new Date());
  const errorOf = (key: keyof FormValues) => (submitted ? errors[key] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isMutating) return;
    setSubmitted(true);
    setOutcome(null);
    if (Object.keys(errors).length > 0) return;
    try {
      const answer = await add.trigger({
        state_id: values.state_id ?? '',
        license_number: values.license_number.trim(),
        expiration_date: values.expiration_date.trim() || null,
      });
      setOutcome({ ok: true, message: answer.message });
      setValues(EMPTY);
      setSubmitted(false);
    } catch (error) {
      // The form keeps what was typed; the message names the problem.
      setOutcome({ ok: false, message: describeError(error) });
    }
  };

  const confirmExpire = async (row: StateLicenseRow) => {
    setExpiring(null);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: (await expire.trigger(row.state_id)).message });
    } catch (error) {
      setOutcome({ ok: false, message: describeError(error) });
    }
  };

  const columns = useMemo<ReadonlyArray<DataTableColumn<StateLicenseRow>>>(
    () => [
      { id: 'state', header: T.state, accessor: 'state_name', rowHeader: true, sortable: false },
      { id: 'number', header: T.number, accessor: 'license_number', sortable: false },
      {
        id: 'expires',
        header: T.expires,
        accessor: (row) => row.expiration_date ?? T.noEnd,
        sortable: false,
      },
      {
        id: 'status',
        header: T.status,
        accessor: (row) => (row.active ? T.active : T.expired),
        sortable: false,
        cell: (row) => <StyledStatus data-active={row.active}>{row.active ? T.active : T.expired}</StyledStatus>,
      },
      {
        id: 'action',
        header: T.action,
        accessor: () => '',
        sortable: false,
        cell: (row) =>
          row.active ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={T.expireLabel(row.state_name)}
              onClick={() => setExpiring(row)}
            >
              {T.expire}
            </Button>
          ) : null,
      },
    ],
    [],
  );

  return (
    <StyledSection aria-labelledby="profile-state-licenses">
      <h3 id="profile-state-licenses">{T.title}</h3>
      <StyledIntro>{T.intro}</StyledIntro>
      {outcome ? (
        <Banner
          variant={outcome.ok ? 'success' : 'alert'}
          onOpenChange={(open) => (open ? undefined : setOutcome(null))}
        >
          {outcome.message}
        </Banner>
      ) : null}
      <DataTable
        columns={columns}
        data={licenses.data ?? []}
        getRowId={(row) => row.state_id}
        caption={T.title}
        hideCaption
        loading={licenses.data === undefined && !licenses.error}
        placeholderRows={2}
        error={licenses.error ? describeError(licenses.error) : undefined}
        emptyText={STATE_LICENSE_MESSAGES.none}
        // One row per state at most, in state-name order from the server: no pager, no sorting.
        manual
      />
      <StyledForm aria-label={T.addHeading} noValidate onSubmit={(e) => void submit(e)}>
        <Field required>
          <Field.Label>{T.state}</Field.Label>
          <Select
            block
            placeholder={T.choose}
            options={STATE_OPTIONS}
            value={values.state_id}
            onValueChange={(state_id) => setValues((v) => ({ ...v, state_id }))}
          />
          <Field.Error>{errorOf('state_id')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{T.number}</Field.Label>
          <TextInput
            block
            autoComplete="off"
            maxLength={STATE_LICENSE_NUMBER_MAX_LENGTH}
            value={values.license_number}
            onChange={(e) => setValues((v) => ({ ...v, license_number: e.target.value }))}
          />
          <Field.Error>{errorOf('license_number')}</Field.Error>
        </Field>
        <Field>
          <Field.Label>{T.expires}</Field.Label>
          <MaskedDateInput
            block
            autoComplete="off"
            value={values.expiration_date}
            onValueChange={(expiration_date) => setValues((v) => ({ ...v, expiration_date }))}
          />
          <Field.Error>{errorOf('expiration_date')}</Field.Error>
        </Field>
        <Button type="submit" variant="secondary" loading={add.isMutating}>
          {T.add}
        </Button>
      </StyledForm>
      <ConfirmDialog
        open={expiring !== null}
        onOpenChange={(open) => (open ? undefined : setExpiring(null))}
        type="yes-confirm"
        title={T.expireTitle}
        message={STATE_LICENSE_MESSAGES.expireConfirm}
        confirmVariant="danger"
        onConfirm={() => (expiring ? void confirmExpire(expiring) : undefined)}
        onCancel={() => setExpiring(null)}
      />
    </StyledSection>
  );
}
