import { updateCommunicationPreferences, type CanSendText, type CommunicationPreference } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { formatPhone, isTextingDisabled, SETTINGS_MESSAGES } from '@meridian/domain';
import { Banner, Button, Checkbox, Field, TextInput } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useReportDirty } from '../../forms/useDiscardGuard';
import { StyledActions, StyledText, TabForm, useTabSave } from './parts';
import { preferenceLabel, SETTINGS_TEXT } from './text';

type Choices = Record<number, { email: boolean; text: boolean }>;

const choicesOf = (preferences: readonly CommunicationPreference[]): Choices =>
  Object.fromEntries(
    preferences.map((p) => [
      p.communication_notification_type_id,
      { email: p.communication_preference_bit_email === '1', text: p.communication_preference_bit_text === '1' },
    ]),
  );

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding-bottom: ${({ theme }) => theme.space[2]}px;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  & th[scope='col']:not(:first-child),
  & td {
    width: 80px;
    text-align: center;
  }
  & thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const StyledPhoneRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
  flex-wrap: wrap;
`;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface CommunicationPreferencesTabProps {
  userId: number;
  preferences: readonly CommunicationPreference[];
  texting: CanSendText;
  /** Whether the tab holds unsaved changes (the dialog asks before they are lost). */
  onDirtyChange(dirty: boolean): void;
  onSaved(preferences: CommunicationPreference[]): void;
  /** Opens the User Profile over the dialog (to add or change the mobile phone). */
  onOpenProfile(): void;
}

/**
 * Communication Preferences (spec 02 §2.13, §3.9, §4.6): an Email and a Text checkbox per
 * notification type, the phone texts go to (read-only), why texts are transactional, and a link to
 * the User Profile. A checkbox change enables Update; texting is off when `disable_texting`.
 */
export function CommunicationPreferencesTab({
  userId,
  preferences,
  texting,
  onSaved,
  onDirtyChange,
  onOpenProfile,
}: CommunicationPreferencesTabProps) {
  const client = useApiClient();
  const saved = choicesOf(preferences);
  const [choices, setChoices] = useState<Choices>(saved);
  const { status, saving, save, clearStatus } = useTabSave();
  const textingOff = isTextingDisabled(texting.disable_texting);
  const dirty = JSON.stringify(choices) !== JSON.stringify(saved);
  useReportDirty(dirty, onDirtyChange);

  const choose = (id: number, channel: 'email' | 'text', on: boolean) =>
    setChoices((c) => ({ ...c, [id]: { ...c[id]!, [channel]: on } }));

  const update = () =>
    save(async () => {
      const answer = await updateCommunicationPreferences(client, {
        user_id: userId,
        communication_preferences: preferences.map((p) => {
          const choice = choices[p.communication_notification_type_id]!;
          return {
            communication_notification_type_id: p.communication_notification_type_id,
            communication_preference_bit_email: choice.email ? '1' : '0',
            communication_preference_bit_text: choice.text ? '1' : '0',
          };
        }),
      });
      onSaved(answer.communication_preferences);
    }, SETTINGS_MESSAGES.communicationPreferencesUpdated);

  return (
    <TabForm
      label={SETTINGS_TEXT.tabs.communication}
      canSave={dirty}
      saving={saving}
      onSave={update}
      status={status}
      onClearStatus={clearStatus}
    >
      <StyledText>
        {SETTINGS_TEXT.transactionalTexts} {texting.text_append}
      </StyledText>
      <StyledPhoneRow>
        <Field>
          <Field.Label>{SETTINGS_TEXT.textingPhone}</Field.Label>
          <TextInput
            readOnly
            value={texting.phone ? formatPhone(texting.phone) : SETTINGS_TEXT.noTextingPhone}
            autoComplete="off"
          />
        </Field>
        <StyledLinkButton type="button" onClick={onOpenProfile}>
          {SETTINGS_TEXT.openProfile}
        </StyledLinkButton>
      </StyledPhoneRow>
      {textingOff && texting.process_message ? <Banner variant="warn">{texting.process_message}</Banner> : null}
      <StyledTable>
        <caption>{SETTINGS_TEXT.preferencesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{SETTINGS_TEXT.notification}</th>
            <th scope="col">{SETTINGS_TEXT.email}</th>
            <th scope="col">{SETTINGS_TEXT.text}</th>
          </tr>
        </thead>
        <tbody>
          {preferences.map((p) => {
            const id = p.communication_notification_type_id;
            const choice = choices[id] ?? { email: false, text: false };
            return (
              <tr key={id}>
                <th scope="row">{p.communication_notification_type_description}</th>
                <td>
                  <Checkbox
                    label={preferenceLabel(p.communication_notification_type_description, 'email')}
                    hideLabel
                    checked={choice.email}
                    onCheckedChange={(on) => choose(id, 'email', on === true)}
                  />
                </td>
                <td>
                  <Checkbox
                    label={preferenceLabel(p.communication_notification_type_description, 'text')}
                    hideLabel
                    checked={choice.text}
                    // Without a way to text the user, a text can be turned off but not on.
                    disabled={textingOff && !choice.text}
                    onCheckedChange={(on) => choose(id, 'text', on === true)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
      <StyledActions>
        {dirty ? (
          <Button onClick={() => setChoices(saved)} disabled={saving}>
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
