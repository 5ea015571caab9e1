import { submitRegistration, validateRegistrationUrl } from '@meridian/api';
import {
  buildRegistrationPayload,
  invitationBannerText,
  formatPhone,
  REGISTRATION_MESSAGES as M,
  resolveRegistrationLink,
  resolveRegistrationOutcome,
  validateRegistration,
  type NpnFieldState,
  type RegistrationField,
  type RegistrationValues,
} from '@meridian/domain';
import { Banner, ErrorSummary, Spinner } from '@meridian/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import useSWR from 'swr';
import { SupportMessage } from './SupportMessage';
import { styled } from 'styled-components';
import { EMPTY_VALUES, fieldId, RegistrationForm } from './RegistrationForm';

// The User Agreement opens only after a complete form is submitted: its dialog (Radix's dialog, focus
// and scroll locks) and the agreement's HTML sanitiser (DOMPurify) are a chunk of their own, about
// 25 KB gzipped less before the form first paints. It is fetched once the browser is idle, so it is
// there by the time Submit is pressed.
const loadAgreementDialog = () => import('./AgreementDialog').then((m) => ({ default: m.AgreementDialog }));
const AgreementDialog = lazy(loadAgreementDialog);

/** Runs `task` when the browser has nothing else to do (after the first paint and its requests). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}

const StyledPage = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[9]}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  img {
    max-height: 64px;
    max-width: 280px;
    object-fit: contain;
    align-self: flex-start;
  }
`;

const StyledProductLogo = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accent};
  letter-spacing: 0.02em;
`;

type Status =
  | { kind: 'editing' }
  | { kind: 'incomplete'; attempt: number }
  | { kind: 'not-agreed' }
  | { kind: 'registering' }
  | { kind: 'failed'; message: string }
  | { kind: 'pending'; message: string }
  | { kind: 'created'; message: string };

const ALL_FIELDS = Object.keys(EMPTY_VALUES) as RegistrationField[];

/** The fields in error, in the form's order, each linking to its input. */
function summaryErrors(values: RegistrationValues) {
  const errors = validateRegistration(values);
  return ALL_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ targetId: fieldId(field), message }] : [];
  });
}

function readToken(): string | null {
  return new URLSearchParams(window.location.search).get('q');
}

/** The self-registration screen (spec 01 §2 Registration screen, §4 Registration). */
export function RegistrationPage({ token = readToken() }: { token?: string | null }) {
  const {
    data: tokenAnswer,
    error: tokenError,
    isLoading,
  } = useSWR(token ? ['validateUrl', token] : null, () => validateRegistrationUrl(token!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const link = resolveRegistrationLink(token, tokenError ? undefined : tokenAnswer);
  const [bannerOpen, setBannerOpen] = useState(true);
  const [values, setValues] = useState<RegistrationValues>(EMPTY_VALUES);
  const [npn, setNpn] = useState<NpnFieldState>({ npn: '', readOnly: false, lastNpn: '' });
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [agreementOpen, setAgreementOpen] = useState(false);
  // Mounted from its first opening on, so closing it runs the dialog's own close (focus goes back).
  const [agreementMounted, setAgreementMounted] = useState(false);
  if (agreementOpen && !agreementMounted) setAgreementMounted(true);
  useEffect(() => whenIdle(() => void loadAgreementDialog()), []);

  if (token && isLoading) return <Spinner size="large" message="Loading" />;

  const roleExpired = link.kind === 'role-expired';
  const formHidden = link.kind === 'invalid';
  const locked = status.kind === 'registering' || status.kind === 'pending' || status.kind === 'created';

  const submit = () => {
    setTouched(new Set(ALL_FIELDS));
    const errors = validateRegistration(values);
    if (Object.keys(errors).length > 0)
      setStatus((s) => ({ kind: 'incomplete', attempt: s.kind === 'incomplete' ? s.attempt + 1 : 1 }));
    else setAgreementOpen(true);
  };

  const agree = async () => {
    setAgreementOpen(false);
    setStatus({ kind: 'registering' });
    try {
      const answer = await submitRegistration({ ...buildRegistrationPayload(values, token) });
      const outcome = resolveRegistrationOutcome(answer);
      setStatus(outcome.kind === 'failed' ? { kind: 'failed', message: outcome.message } : outcome);
    } catch {
      setStatus({ kind: 'failed', message: M.unexpectedError });
    }
  };

  const owner = link.kind === 'account-info' ? link.owner : undefined;

  return (
    <StyledPage>
      <StyledHeader>
        {link.kind === 'account-info' && link.logo ? (
          <img src={link.logo} alt={`${owner?.fname ?? ''} ${owner?.lname ?? ''} logo`.trim()} />
        ) : (
          <StyledProductLogo aria-hidden="true">Meridian</StyledProductLogo>
        )}
        <h1>Register with Meridian</h1>
        {token ? null : (
          <p>
            The all-day workspace for Medicare and life insurance agents: leads, scope of appointment, recorded calls,
            quoting and enrollment in one place.
          </p>
        )}
      </StyledHeader>

      {link.kind === 'invalid' && bannerOpen ? (
        <Banner variant="alert" dismissible onOpenChange={setBannerOpen}>
          <SupportMessage message={link.message} />
        </Banner>
      ) : null}
      {link.kind === 'role-expired' && bannerOpen ? (
        <Banner variant="warn" dismissible onOpenChange={setBannerOpen}>
          {link.message}
        </Banner>
      ) : null}
      {owner && bannerOpen ? (
        <Banner variant="announcement" dismissible onOpenChange={setBannerOpen}>
          {invitationBannerText({
            fname: owner.fname,
            lname: owner.lname,
            email: owner.default_email?.email ?? '',
            phone: formatPhone(owner.default_phone?.phone ?? ''),
            account_id: owner.account_id,
          })}
        </Banner>
      ) : null}

      {status.kind === 'incomplete' ? (
        // Takes focus and scrolls into view on each failed submit (a new key), linking to every field in error.
        <ErrorSummary key={status.attempt} title={M.incompleteForm} errors={summaryErrors(values)} />
      ) : null}
      {status.kind === 'not-agreed' ? <Banner variant="warn">{M.notAgreed}</Banner> : null}
      {status.kind === 'failed' ? (
        <Banner variant="alert">
          <SupportMessage message={status.message} />
        </Banner>
      ) : null}
      {status.kind === 'pending' ? <Banner variant="success">{status.message}</Banner> : null}
      {status.kind === 'created' ? (
        <Banner variant="success">
          {status.message} <a href="/auth/login">Log in</a>
        </Banner>
      ) : null}
      {status.kind === 'registering' ? <Spinner message={M.creatingAccount} /> : null}

      {formHidden ? null : (
        <RegistrationForm
          values={values}
          touched={touched}
          npn={npn}
          disabled={roleExpired || locked}
          busy={status.kind === 'registering'}
          onChange={(next, nextNpn, field) => {
            setValues(next);
            setNpn(field === 'npn' ? { ...nextNpn, npn: next.npn, lastNpn: next.npn } : nextNpn);
            // Any edit clears the error state and its message.
            if (status.kind !== 'editing') setStatus({ kind: 'editing' });
          }}
          onBlur={(field) => setTouched((prev) => new Set(prev).add(field))}
          onSubmit={submit}
        />
      )}

      {agreementMounted ? (
        <Suspense fallback={null}>
          <AgreementDialog
            open={agreementOpen}
            onAgree={() => void agree()}
            onDecline={() => {
              setAgreementOpen(false);
              setStatus({ kind: 'not-agreed' });
            }}
          />
        </Suspense>
      ) : null}
    </StyledPage>
  );
}
