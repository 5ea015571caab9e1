import { updateSelfServiceConfig, type SelfServiceConfigOption } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import {
  canTestSchedulerUrl,
  canUpdateEnhancedSoaSettings,
  SELF_SERVICE_OPTION_TYPES,
  SETTINGS_MESSAGES,
  SOA_MESSAGES,
  validateEnhancedSoaSettings,
} from '@meridian/domain';
import { Banner, Button, Checkbox, Field, TextInput } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useReportDirty } from '../../forms/useDiscardGuard';
import { StyledActions, TabForm, useTabSave } from './parts';
import { SETTINGS_TEXT } from './text';

const optionOf = (options: readonly SelfServiceConfigOption[], typeId: number) =>
  options.find((o) => o.self_service_config_option_type_id === typeId);

const StyledUrlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: flex-start;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  & > button {
    /* Lines up with the input under the label. */
    margin-top: 22px;
  }
`;

export interface EnhancedSoaTabProps {
  userId: number;
  options: readonly SelfServiceConfigOption[];
  /** The disable_bulk_soa_email feature flag. */
  bulkSoaEmailDisabled: boolean;
  /** Whether the tab holds unsaved changes (the dialog asks before they are lost). */
  onDirtyChange(dirty: boolean): void;
  onSaved(options: SelfServiceConfigOption[]): void;
}

/**
 * Enhanced SOA (spec 02 §2.13, §4.6, §5.8): the acknowledgement (option 5) and the scheduler URL
 * (option 6). Test URL opens the URL in a new tab and is off while the URL is empty or invalid.
 * Update shows only when something changed and the URL is untouched or the acknowledgement checked.
 */
export function EnhancedSoaTab({ userId, options, bulkSoaEmailDisabled, onSaved, onDirtyChange }: EnhancedSoaTabProps) {
  const client = useApiClient();
  const saved = {
    acknowledged:
      optionOf(options, SELF_SERVICE_OPTION_TYPES.enhancedSoaAcknowledged)?.self_service_config_option_bit === '1',
    url: optionOf(options, SELF_SERVICE_OPTION_TYPES.agentCalendarUrl)?.self_service_config_option_varchar ?? '',
  };
  const [acknowledged, setAcknowledged] = useState(saved.acknowledged);
  const [url, setUrl] = useState(saved.url);
  const [urlLeft, setUrlLeft] = useState(false);
  const { status, saving, save, clearStatus } = useTabSave();

  const urlTouched = url.trim() !== saved.url.trim();
  const dirty = acknowledged !== saved.acknowledged || urlTouched;
  useReportDirty(dirty, onDirtyChange);
  const errors = validateEnhancedSoaSettings({ url, savedUrl: saved.url, acknowledged });
  const showUpdate = canUpdateEnhancedSoaSettings({ dirty, urlTouched, acknowledged }) && !errors.url;

  const update = () =>
    save(async () => {
      const answer = await updateSelfServiceConfig(client, userId, [
        {
          self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.enhancedSoaAcknowledged,
          self_service_config_option_bit: acknowledged ? '1' : '0',
        },
        {
          self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.agentCalendarUrl,
          self_service_config_option_varchar: url.trim(),
        },
      ]);
      onSaved(answer.result);
      setUrl(url.trim());
      setUrlLeft(false);
    }, SETTINGS_MESSAGES.updated);

  return (
    <TabForm
      label={SETTINGS_TEXT.tabs.enhancedSoa}
      canSave={showUpdate}
      saving={saving}
      onSave={update}
      status={status}
      onClearStatus={clearStatus}
      notice={bulkSoaEmailDisabled ? <Banner variant="warn">{SOA_MESSAGES.bulkEmailDisabled}</Banner> : null}
    >
      <Checkbox
        label={SETTINGS_TEXT.acknowledgement}
        hint={urlTouched && !acknowledged ? SETTINGS_MESSAGES.enhancedSoaAcknowledgementRequired : undefined}
        checked={acknowledged}
        onCheckedChange={(checked) => setAcknowledged(checked === true)}
      />
      <StyledUrlRow>
        <Field>
          <Field.Label>{SETTINGS_TEXT.schedulerUrl}</Field.Label>
          <TextInput
            block
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            maxLength={500}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onBlur={() => setUrlLeft(true)}
          />
          <Field.Hint>{SETTINGS_TEXT.schedulerHint}</Field.Hint>
          <Field.Error>{urlLeft ? errors.url : undefined}</Field.Error>
        </Field>
        <Button
          disabled={!canTestSchedulerUrl(url)}
          aria-label={`${SETTINGS_TEXT.testUrl} ${SETTINGS_TEXT.testUrlHint}`}
          onClick={() => window.open(url.trim(), '_blank', 'noopener,noreferrer')}
        >
          {SETTINGS_TEXT.testUrl}
        </Button>
      </StyledUrlRow>
      <StyledActions>
        {dirty ? (
          <Button
            onClick={() => {
              setAcknowledged(saved.acknowledged);
              setUrl(saved.url);
              setUrlLeft(false);
            }}
            disabled={saving}
          >
            {SETTINGS_TEXT.cancel}
          </Button>
        ) : null}
        {showUpdate ? (
          <Button type="submit" variant="primary" loading={saving}>
            {SETTINGS_TEXT.update}
          </Button>
        ) : null}
      </StyledActions>
    </TabForm>
  );
}
