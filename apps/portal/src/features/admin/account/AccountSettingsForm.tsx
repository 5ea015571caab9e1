import { describeError, type AccountSettings } from '@meridian/api';
import { useUpdateAccountAdminSettings } from '@meridian/api/react';
import {
  ACCOUNT_FEATURE_FLAGS,
  ACCOUNT_SETTING_TOGGLES,
  type AccountFeatureFlag,
  type AccountSettingToggle,
} from '@meridian/domain';
import { Banner, Button, Checkbox, useToasts } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { StyledDialogForm, StyledMuted, StyledSubheading } from '../accountAdminStyles';
import { ACCOUNT_TEXT as T } from './text';

type Toggles = Record<AccountSettingToggle, boolean>;
type Flags = Record<AccountFeatureFlag, boolean>;

const togglesOf = (s: AccountSettings) =>
  Object.fromEntries(ACCOUNT_SETTING_TOGGLES.map((t) => [t.name, s[t.name] === '1'])) as Toggles;
const flagsOf = (s: AccountSettings) =>
  Object.fromEntries(ACCOUNT_FEATURE_FLAGS.map((f) => [f.name, s.feature_flags?.[f.name] ?? false])) as Flags;

/** The account's settings and feature flags as toggles, each with what it does in one line. */
export function AccountSettingsForm({ settings }: { settings: AccountSettings }) {
  const [toggles, setToggles] = useState(() => togglesOf(settings));
  const [flags, setFlags] = useState(() => flagsOf(settings));
  const [serverError, setServerError] = useState<string>();
  const save = useUpdateAccountAdminSettings(settings.account_id);
  const toasts = useToasts();
  const saved = { toggles: togglesOf(settings), flags: flagsOf(settings) };
  const changedToggles = ACCOUNT_SETTING_TOGGLES.filter((t) => toggles[t.name] !== saved.toggles[t.name]);
  const changedFlags = ACCOUNT_FEATURE_FLAGS.filter((f) => flags[f.name] !== saved.flags[f.name]);
  const dirty = changedToggles.length + changedFlags.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(undefined);
    try {
      await save.trigger({
        ...Object.fromEntries(changedToggles.map((t) => [t.name, toggles[t.name] ? '1' : '0'])),
        ...(changedFlags.length > 0
          ? { feature_flags: Object.fromEntries(changedFlags.map((f) => [f.name, flags[f.name]])) }
          : {}),
      });
      toasts.push({ type: 'success', message: T.settingsSaved });
    } catch (error) {
      setServerError(describeError(error));
    }
  }

  return (
    <StyledDialogForm aria-label={T.settingsTitle} onSubmit={(e) => void submit(e)}>
      {serverError ? <Banner variant="alert">{serverError}</Banner> : null}
      {ACCOUNT_SETTING_TOGGLES.map((t) => (
        <Checkbox
          key={t.name}
          label={t.label}
          hint={t.description}
          checked={toggles[t.name]}
          onCheckedChange={(checked) => setToggles({ ...toggles, [t.name]: checked === true })}
        />
      ))}
      <StyledSubheading>{T.flagsTitle}</StyledSubheading>
      <StyledMuted>{T.flagsHint}</StyledMuted>
      {ACCOUNT_FEATURE_FLAGS.map((f) => (
        <Checkbox
          key={f.name}
          label={f.label}
          hint={f.description}
          checked={flags[f.name]}
          onCheckedChange={(checked) => setFlags({ ...flags, [f.name]: checked === true })}
        />
      ))}
      <div>
        <Button type="submit" variant="primary" disabled={!dirty || save.isMutating}>
          {T.saveSettings}
        </Button>
      </div>
    </StyledDialogForm>
  );
}
