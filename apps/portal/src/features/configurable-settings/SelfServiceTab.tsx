import { updateSelfServiceConfig, type SelfServiceConfigOption } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { SELF_SERVICE_OPTION_TYPES, SETTINGS_MESSAGES } from '@meridian/domain';
import { Button, RadioGroup } from '@meridian/ui';
import { useState } from 'react';
import { useReportDirty } from '../../forms/useDiscardGuard';
import { StyledActions, TabForm, useTabSave } from './parts';
import { SETTINGS_TEXT } from './text';

const bitOf = (options: readonly SelfServiceConfigOption[], typeId: number): '0' | '1' =>
  options.find((o) => o.self_service_config_option_type_id === typeId)?.self_service_config_option_bit === '1'
    ? '1'
    : '0';

export interface SelfServiceTabProps {
  userId: number;
  options: readonly SelfServiceConfigOption[];
  /** Whether the tab holds unsaved changes (the dialog asks before they are lost). */
  onDirtyChange(dirty: boolean): void;
  onSaved(options: SelfServiceConfigOption[]): void;
}

/** Client Self-Service (spec 02 §2.13, §3.8): two Yes/No questions, options 3 (reminder emails) and 4 (personal information update). */
export function SelfServiceTab({ userId, options, onSaved, onDirtyChange }: SelfServiceTabProps) {
  const client = useApiClient();
  const saved = {
    reminders: bitOf(options, SELF_SERVICE_OPTION_TYPES.sendReminderEmails),
    personalInfo: bitOf(options, SELF_SERVICE_OPTION_TYPES.personalInformationUpdate),
  };
  const [reminders, setReminders] = useState<'0' | '1'>(saved.reminders);
  const [personalInfo, setPersonalInfo] = useState<'0' | '1'>(saved.personalInfo);
  const { status, saving, save, clearStatus } = useTabSave();
  const dirty = reminders !== saved.reminders || personalInfo !== saved.personalInfo;
  useReportDirty(dirty, onDirtyChange);

  const update = () =>
    save(async () => {
      const answer = await updateSelfServiceConfig(client, userId, [
        {
          self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.sendReminderEmails,
          self_service_config_option_bit: reminders,
        },
        {
          self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.personalInformationUpdate,
          self_service_config_option_bit: personalInfo,
        },
      ]);
      onSaved(answer.result);
    }, SETTINGS_MESSAGES.updated);

  return (
    <TabForm
      label={SETTINGS_TEXT.tabs.selfService}
      canSave={dirty}
      saving={saving}
      onSave={update}
      status={status}
      onClearStatus={clearStatus}
    >
      <RadioGroup
        label={SETTINGS_TEXT.reminderQuestion}
        orientation="horizontal"
        value={reminders}
        onValueChange={(v) => setReminders(v === '1' ? '1' : '0')}
      >
        <RadioGroup.Item value="1" label={SETTINGS_TEXT.yes} />
        <RadioGroup.Item value="0" label={SETTINGS_TEXT.no} />
      </RadioGroup>
      <RadioGroup
        label={SETTINGS_TEXT.personalInfoQuestion}
        orientation="horizontal"
        value={personalInfo}
        onValueChange={(v) => setPersonalInfo(v === '1' ? '1' : '0')}
      >
        <RadioGroup.Item value="1" label={SETTINGS_TEXT.yes} />
        <RadioGroup.Item value="0" label={SETTINGS_TEXT.no} />
      </RadioGroup>
      <StyledActions>
        {dirty ? (
          <Button
            onClick={() => {
              setReminders(saved.reminders);
              setPersonalInfo(saved.personalInfo);
            }}
            disabled={saving}
          >
            {SETTINGS_TEXT.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={!dirty} loading={saving}>
          {SETTINGS_TEXT.update}
        </Button>
      </StyledActions>
    </TabForm>
  );
}
