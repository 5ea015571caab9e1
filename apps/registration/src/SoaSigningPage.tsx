import { ApiError, getSoaSigningRecord, signSoa, type SoaSigningRecord } from '@meridian/api';
import {
  SOA_FORM_TEXT,
  SOA_SIGNATURE_MAX_LENGTH,
  SOA_SIGNING_MESSAGES as M,
  SOA_SIGNING_PRODUCT_TYPES,
  soaSigningIntro,
  validateSoaSigning,
  type SoaSigningErrors,
  type SoaSigningProductType,
} from '@meridian/domain';
import { Banner, Button, Checkbox, ErrorSummary, Field, Spinner, TextInput } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import useSWR from 'swr';
import { ClientPageForm, ClientPageLayout, ClientPageMessage, StyledClientPageActions } from './ClientPageLayout';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const StyledError = styled.p`
  && {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const StyledStatement = styled.p`
  && {
    color: ${({ theme }) => theme.color.text};
  }
`;

const FIELD_IDS: Record<keyof SoaSigningErrors, string> = {
  product_types: 'soa-products',
  signer_name: 'soa-signer-name',
};

type Status =
  | { kind: 'editing' }
  | { kind: 'invalid'; attempt: number }
  | { kind: 'signing' }
  | { kind: 'signed' }
  | { kind: 'failed'; message: string };

/**
 * The client's Scope of Appointment signing page (`/client/soa/#<token>`): the client chooses the
 * products to discuss, as on CMS's model form, and signs by typing their name. In face-to-face mode
 * the agent opens the same page on their own device for the client.
 */
export function SoaSigningPage({ token }: { token: string }) {
  const { data, error, isLoading } = useSWR(token ? ['soa-signing-record', token] : null, () =>
    getSoaSigningRecord(token),
  );
  if (!token) return <Closed message={M.invalidLink} />;
  if (isLoading) return <Spinner size="large" message="Loading" />;
  if (error || !data) return <Closed message={error instanceof ApiError ? error.message : M.invalidLink} />;
  return <SigningForm token={token} record={data} />;
}

function Closed({ message }: { message: string }) {
  return <ClientPageMessage heading={M.heading} width="narrow" variant="alert" message={message} />;
}

function SigningForm({ token, record }: { token: string; record: SoaSigningRecord }) {
  const [products, setProducts] = useState<SoaSigningProductType[]>([]);
  const [signerName, setSignerName] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const errors = validateSoaSigning({ product_types: products, signer_name: signerName });
  const showErrors = status.kind === 'invalid';
  const busy = status.kind === 'signing';

  if (status.kind === 'signed')
    return <ClientPageMessage heading={M.heading} width="narrow" variant="success" message={M.signed} />;

  const toggle = (value: SoaSigningProductType, on: boolean) => {
    setProducts((list) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value)));
    if (status.kind === 'failed') setStatus({ kind: 'editing' });
  };

  async function sign(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setStatus({ kind: 'invalid', attempt: status.kind === 'invalid' ? status.attempt + 1 : 1 });
      return;
    }
    setStatus({ kind: 'signing' });
    try {
      await signSoa({ token, product_types: products, signer_name: signerName.trim() });
      setStatus({ kind: 'signed' });
    } catch (e) {
      setStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }

  const summary = (Object.keys(FIELD_IDS) as Array<keyof SoaSigningErrors>).flatMap((key) =>
    errors[key] ? [{ targetId: FIELD_IDS[key], message: errors[key] }] : [],
  );
  const productsError = showErrors ? errors.product_types : undefined;

  return (
    <ClientPageLayout heading={M.heading} width="narrow">
      <p>{soaSigningIntro(record.agent_name, record.account_business_name)}</p>
      <StyledFacts>
        <dt>{M.agencyLabel}</dt>
        <dd>{record.account_business_name}</dd>
        <dt>{M.agentLabel}</dt>
        <dd>{record.agent_name || '-'}</dd>
        <dt>{M.appointmentLabel}</dt>
        <dd>{record.appointment_date || '-'}</dd>
      </StyledFacts>
      <p>{SOA_FORM_TEXT.intro}</p>
      {showErrors ? <ErrorSummary key={status.attempt} title="Please correct the following:" errors={summary} /> : null}
      {status.kind === 'failed' ? <Banner variant="alert">{status.message}</Banner> : null}
      <ClientPageForm busy={busy} onSubmit={sign}>
        <StyledFieldset
          id={FIELD_IDS.product_types}
          tabIndex={-1}
          aria-invalid={productsError ? true : undefined}
          aria-describedby={productsError ? 'soa-products-error' : 'soa-products-hint'}
        >
          <legend>{M.productsLegend}</legend>
          <p id="soa-products-hint">{SOA_FORM_TEXT.chooseProducts}</p>
          {SOA_SIGNING_PRODUCT_TYPES.map((product) => (
            <Checkbox
              key={product.value}
              label={product.label}
              checked={products.includes(product.value)}
              disabled={busy}
              onCheckedChange={(checked) => toggle(product.value, checked === true)}
            />
          ))}
          {productsError ? <StyledError id="soa-products-error">{productsError}</StyledError> : null}
        </StyledFieldset>
        <StyledStatement>{SOA_FORM_TEXT.statement}</StyledStatement>
        <Field id={FIELD_IDS.signer_name} required disabled={busy}>
          <Field.Label>{M.signatureLabel}</Field.Label>
          <Field.Hint>{M.signatureHint}</Field.Hint>
          <TextInput
            value={signerName}
            maxLength={SOA_SIGNATURE_MAX_LENGTH}
            autoComplete="name"
            onChange={(e) => {
              setSignerName(e.target.value);
              if (status.kind === 'failed') setStatus({ kind: 'editing' });
            }}
          />
          {showErrors && errors.signer_name ? <Field.Error>{errors.signer_name}</Field.Error> : null}
        </Field>
        <StyledClientPageActions>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? M.signing : M.sign}
          </Button>
        </StyledClientPageActions>
      </ClientPageForm>
      <p>{SOA_FORM_TEXT.retention}</p>
    </ClientPageLayout>
  );
}
