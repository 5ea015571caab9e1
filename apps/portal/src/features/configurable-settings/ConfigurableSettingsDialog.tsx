import { Banner, Button, Dialog, Spinner, Tabs } from '@meridian/ui';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { useFeatureFlags } from '../../data/shell';
import { useSession } from '../../session/SessionProvider';
import { CommunicationPreferencesTab } from './CommunicationPreferencesTab';
import { CAN_SEND_TEXT_KEY, errorMessage, useCanSendText, useCommunicationPreferences, useSelfServiceConfig } from './data';
import { EnhancedSoaTab } from './EnhancedSoaTab';
import { SelfServiceTab } from './SelfServiceTab';
import { SETTINGS_TEXT } from './text';

// The profile opens over the settings from the Communication Preferences link, loaded on first use.
const UserProfileDialog = lazy(() => import('../profile').then((m) => ({ default: m.UserProfileDialog })));

export interface ConfigurableSettingsDialogProps {
  /** The dialog was closed (Close or Escape). */
  onClose(): void;
}

type Tab = 'self-service' | 'communication' | 'enhanced-soa';

const StyledBody = styled.div`
  min-height: 360px;
`;

/**
 * Configurable Settings (spec 02 §2.13, §4.6), offered in the user menu with the
 * `configurable_settings` feature flag: Client Self-Service, Communication Preferences and
 * Enhanced SOA, each tab saving on its own.
 */
export function ConfigurableSettingsDialog({ onClose }: ConfigurableSettingsDialogProps) {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const selfService = useSelfServiceConfig(user.user_id);
  const preferences = useCommunicationPreferences(user.user_id);
  const texting = useCanSendText();
  const flags = useFeatureFlags();
  const [tab, setTab] = useState<Tab>('self-service');
  const [profileOpen, setProfileOpen] = useState(false);

  const loading = (
    <Spinner message="Loading" />
  );
  const failed = (error: unknown) => <Banner variant="alert">{errorMessage(error)}</Banner>;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={SETTINGS_TEXT.title}
        width="large"
        footer={<Button onClick={onClose}>{SETTINGS_TEXT.close}</Button>}
      >
        <StyledBody>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <Tabs.List aria-label={SETTINGS_TEXT.title}>
              <Tabs.Tab value="self-service">{SETTINGS_TEXT.tabs.selfService}</Tabs.Tab>
              <Tabs.Tab value="communication">{SETTINGS_TEXT.tabs.communication}</Tabs.Tab>
              <Tabs.Tab value="enhanced-soa">{SETTINGS_TEXT.tabs.enhancedSoa}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="self-service">
              {selfService.error ? failed(selfService.error) : selfService.data ? (
                <SelfServiceTab userId={user.user_id} options={selfService.data} onSaved={(options) => void selfService.mutate(options, { revalidate: false })} />
              ) : (
                loading
              )}
            </Tabs.Panel>
            <Tabs.Panel value="communication">
              {preferences.error || texting.error ? (
                failed(preferences.error ?? texting.error)
              ) : preferences.data && texting.data ? (
                <CommunicationPreferencesTab
                  userId={user.user_id}
                  preferences={preferences.data}
                  texting={texting.data}
                  onSaved={(saved) => void preferences.mutate(saved, { revalidate: false })}
                  onOpenProfile={() => setProfileOpen(true)}
                />
              ) : (
                loading
              )}
            </Tabs.Panel>
            <Tabs.Panel value="enhanced-soa">
              {selfService.error ? failed(selfService.error) : selfService.data ? (
                <EnhancedSoaTab
                  userId={user.user_id}
                  options={selfService.data}
                  bulkSoaEmailDisabled={flags.isOn('disable_bulk_soa_email')}
                  onSaved={(options) => void selfService.mutate(options, { revalidate: false })}
                />
              ) : (
                loading
              )}
            </Tabs.Panel>
          </Tabs>
        </StyledBody>
      </Dialog>
      {profileOpen ? (
        <Suspense fallback={null}>
          <UserProfileDialog
            onClose={() => {
              setProfileOpen(false);
              // The mobile phone may have changed: ask again where texts go.
              void mutate(CAN_SEND_TEXT_KEY);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
