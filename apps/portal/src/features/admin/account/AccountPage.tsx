import { describeError } from '@meridian/api';
import { useAccount, useAccountSettings } from '@meridian/api/react';
import { Banner, PageHeader, Spinner } from '@meridian/ui';
import { useSession } from '../../../session/SessionProvider';
import { AdminLayout } from '../AdminLayout';
import { StyledSection } from '../accountAdminStyles';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountSettingsForm } from './AccountSettingsForm';
import { CobrandLogosForm } from './CobrandLogosForm';
import { ACCOUNT_TEXT as T } from './text';

/** Admin → Account (issue 16): business name and owner, settings and feature flags, co-brand logos. */
export function AccountPage() {
  const { user } = useSession();
  const account = useAccount(user.account_id);
  const settings = useAccountSettings(user.account_id);
  const error = account.error ?? settings.error;

  return (
    <AdminLayout>
      <PageHeader title={T.title} description={account.data?.account_name ?? '\u00a0'} />
      {error ? <Banner variant="alert">{describeError(error)}</Banner> : null}
      {!account.data || !settings.data ? (
        error ? null : (
          <Spinner />
        )
      ) : (
        <>
          <StyledSection aria-labelledby="account-business-title">
            <h2 id="account-business-title">{T.businessTitle}</h2>
            <AccountDetailsForm key={account.data.account_name} account={account.data} />
          </StyledSection>
          <StyledSection aria-labelledby="account-settings-title">
            <h2 id="account-settings-title">{T.settingsTitle}</h2>
            <AccountSettingsForm settings={settings.data} />
          </StyledSection>
          <StyledSection aria-labelledby="account-logos-title">
            <h2 id="account-logos-title">{T.logosTitle}</h2>
            <CobrandLogosForm account={account.data} />
          </StyledSection>
        </>
      )}
    </AdminLayout>
  );
}
