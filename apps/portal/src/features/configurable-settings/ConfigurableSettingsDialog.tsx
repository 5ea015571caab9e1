import { Banner, Button, Dialog, Spinner, Tabs } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { describeError } from '@meridian/api';
import {
  useCanSendText,
  useCommunicationPreferences,
  useFeatureFlags,
  useSelfServiceConfig,
} from '@meridian/api/react';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useSession } from '../../session/SessionProvider';
import { LazyUserProfileDialog as UserProfileDialog } from '../profile';
import { CommunicationPreferencesTab } from './CommunicationPreferencesTab';
import { EnhancedSoaTab } from './EnhancedSoaTab';
import { SelfServiceTab } from './SelfServiceTab';
import { SETTINGS_TEXT } from './text';

export interface ConfigurableSettingsDialogProps {
  /** The dialog was closed (Close or Escape; after asking when a tab holds unsaved changes). */
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
  const selfService = useSelfServiceConfig(user.user_id);
  const preferences = useCommunicationPreferences(user.user_id);
  const texting = useCanSendText();
  const flags = useFeatureFlags();
  const [tab, setTab] = useState<Tab>('self-service');
  const [profileOpen, setProfileOpen] = useState(false);
  // The open tab's unsaved changes: closing the dialog or switching tabs (which drops them) asks first.
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard({ dirty, onClose });

  const loading = <Spinner message="Loading" />;
  const failed = (error: unknown) => <Banner variant="alert">{describeError(error)}</Banner>;

  return (
    <>
      <Dialog
        open
        onOpenChange={guard.onOpenChange}
        title={SETTINGS_TEXT.title}
        width="large"
        footer={<Button onClick={guard.close}>{SETTINGS_TEXT.close}</Button>}
      >
        <StyledBody>
          <Tabs
            value={tab}
            onValueChange={(value) => guard.confirm(() => setTab(value as Tab))}
            // With unsaved changes, arrowing along the tabs only moves focus; choosing one (Enter, Space,
            // a click) asks first. "Keep editing" then gives focus back to that tab without asking again.
            activationMode={dirty ? 'manual' : 'automatic'}
          >
            <Tabs.List aria-label={SETTINGS_TEXT.title}>
              <Tabs.Tab value="self-service">{SETTINGS_TEXT.tabs.selfService}</Tabs.Tab>
              <Tabs.Tab value="communication">{SETTINGS_TEXT.tabs.communication}</Tabs.Tab>
              <Tabs.Tab value="enhanced-soa">{SETTINGS_TEXT.tabs.enhancedSoa}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="self-service">
              {selfService.error ? (
                failed(selfService.error)
              ) : selfService.data ? (
                <SelfServiceTab
                  userId={user.user_id}
                  options={selfService.data}
                  onDirtyChange={setDirty}
                  onSaved={(options) => void selfService.mutate(options, { revalidate: false })}
                />
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
                  onDirtyChange={setDirty}
                  onSaved={(saved) => void preferences.mutate(saved, { revalidate: false })}
                  onOpenProfile={() => setProfileOpen(true)}
                />
              ) : (
                loading
              )}
            </Tabs.Panel>
            <Tabs.Panel value="enhanced-soa">
              {selfService.error ? (
                failed(selfService.error)
              ) : selfService.data ? (
                <EnhancedSoaTab
                  userId={user.user_id}
                  options={selfService.data}
                  bulkSoaEmailDisabled={flags.isOn('disable_bulk_soa_email')}
                  onDirtyChange={setDirty}
                  onSaved={(options) => void selfService.mutate(options, { revalidate: false })}
                />
              ) : (
                loading
              )}
            </Tabs.Panel>
          </Tabs>
        </StyledBody>
      </Dialog>
      {guard.dialog}
      {profileOpen ? (
        // The profile opens over the settings from the Communication Preferences link, loaded on first use.
        <UserProfileDialog
          onClose={() => {
            setProfileOpen(false);
            // The mobile phone may have changed: ask again where texts go.
            void texting.mutate();
          }}
        />
      ) : null}
    </>
  );
}
