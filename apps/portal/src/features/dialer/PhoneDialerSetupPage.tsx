import { useDialerAuthSettings } from '@meridian/api/react';
import { Banner, PageHeader, Spinner } from '@meridian/ui';
import { useLocation } from 'react-router-dom';
import { StyledPage } from '../../pages/styles';
import { PHONE_DIALER_SETUP_PATH, type PhoneDialerSetupState } from './data';

/** Navigation state arrives from anywhere: only a well-formed one is used. */
function setupState(state: unknown): Partial<PhoneDialerSetupState> {
  if (typeof state !== 'object' || state === null) return {};
  const { message, from } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
  };
}

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * The dialer set-up page (spec 01 §2 Routes: integration). A failed provider call lands here with
 * the provider's message in navigation state; the page shows it and how to connect the provider.
 */
export function PhoneDialerSetupPage() {
  const location = useLocation();
  const { message, from } = setupState(location.state);
  const auth = useDialerAuthSettings(from ?? PHONE_DIALER_SETUP_PATH);

  return (
    <StyledPage aria-labelledby="phone-dialer-setup-title">
      <PageHeader headingId="phone-dialer-setup-title" title="Phone Dialer Setup" />
      {message ? (
        <Banner variant="alert" title="The call could not be started.">
          {message}
        </Banner>
      ) : null}
      {auth.data ? (
        auth.data.authorized === '1' ? (
          <p>Your {auth.data.provider_name} account is connected.</p>
        ) : auth.data.auth_url && isWebUrl(auth.data.auth_url) ? (
          <p>
            <a href={auth.data.auth_url} rel="noopener noreferrer">
              Connect your {auth.data.provider_name} account
            </a>{' '}
            to place recorded calls through the phone dialer.
          </p>
        ) : null
      ) : auth.error ? (
        <Banner variant="alert">{auth.error.message}</Banner>
      ) : (
        <Spinner message="Loading" />
      )}
      <p>Choose how phone numbers are called in Call Recording, in the menu under your name.</p>
    </StyledPage>
  );
}
