import { describeError, type PhoneDialerBehaviorType, type UserSettings } from '@meridian/api';
import {
  useDialerAuthSettings,
  useDialerBehaviorTypes,
  useSaveDialerSettings,
  useUserSettings,
} from '@meridian/api/react';
import { DIALER_MESSAGES, dialerActiveFlag, dialerOptionLabel, isDialerOptionHidden } from '@meridian/domain';
import { Banner, Button, Checkbox, Dialog, RadioGroup, Spinner, useToasts } from '@meridian/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDiscardGuard, useReportDirty } from '../../forms/useDiscardGuard';
import { useDraftForm } from '../../forms/useDraftForm';
import { useSession } from '../../session/SessionProvider';

export interface CallRecordingDialogProps {
  /** The dialog was closed (close button or Escape, after asking when changed; or after a successful update). */
  onClose(): void;
}

/** The spec names the choice ('a choice of click behaviour') without wording its label. */
export const CLICK_BEHAVIOR_LABEL = 'When I click a phone number';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  min-height: 120px;
`;

/** The row is kept while empty, so Update and Cancel appearing does not move the dialog. */
const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
`;

/**
 * Call Recording settings (spec 01 §4 Phone dialer), opened from the user menu. The checkbox
 * 'Do not show {host} dialer option' is stored inverted; unchecked, the click behaviour can be
 * chosen. Update and Cancel show only once the form differs from what is saved.
 */
export function CallRecordingDialog({ onClose }: CallRecordingDialogProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const settings = useUserSettings(user.user_id);
  const auth = useDialerAuthSettings(pathname);
  const types = useDialerBehaviorTypes();
  const loadError = settings.error ?? auth.error ?? types.error;
  const saved = settings.data;
  const host = auth.data?.phone_dialer_host;
  const behaviorTypes = types.data?.result;
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard({ dirty, onClose });

  return (
    <>
      <Dialog open onOpenChange={guard.onOpenChange} title="Call Recording" width="medium">
        {loadError ? (
          <Banner variant="alert">{describeError(loadError)}</Banner>
        ) : saved && host !== undefined && behaviorTypes ? (
          <CallRecordingForm
            // The form starts again from what is saved whenever that changes.
            key={`${saved.phone_dialer_provider_active}-${saved.phone_dialer_provider_behavior_type_id}`}
            saved={saved}
            host={host}
            behaviorTypes={behaviorTypes}
            onSaved={onClose}
            onDirtyChange={setDirty}
          />
        ) : (
          <Spinner message="Loading" />
        )}
      </Dialog>
      {guard.dialog}
    </>
  );
}

interface CallRecordingFormProps {
  saved: UserSettings;
  host: string;
  behaviorTypes: PhoneDialerBehaviorType[];
  onSaved(): void;
  onDirtyChange(dirty: boolean): void;
}

interface CallRecordingDraft {
  hidden: boolean;
  behavior: string;
}

/** With the option hidden, the behaviour is not sent, so only the box tells a change. */
const sameDraft = (a: CallRecordingDraft, b: CallRecordingDraft) =>
  a.hidden === b.hidden && (a.hidden || a.behavior === b.behavior);

function CallRecordingForm({ saved, host, behaviorTypes, onSaved, onDirtyChange }: CallRecordingFormProps) {
  const toasts = useToasts();
  const saveSettings = useSaveDialerSettings(saved.user_id);
  const form = useDraftForm<CallRecordingDraft>({
    initial: () => ({
      hidden: isDialerOptionHidden(saved.phone_dialer_provider_active),
      behavior: String(saved.phone_dialer_provider_behavior_type_id),
    }),
    same: sameDraft,
  });
  const { hidden, behavior } = form.values;
  useReportDirty(form.dirty, onDirtyChange);
  const update = () =>
    form.submit(async ({ hidden, behavior }) => {
      try {
        await saveSettings.trigger({
          phone_dialer_provider_active: dialerActiveFlag(hidden),
          ...(hidden ? {} : { phone_dialer_provider_behavior_type_id: Number(behavior) as 1 | 2 | 3 }),
        });
      } catch (error) {
        // This dialog tells a refusal in a toast, and keeps the form as edited.
        toasts.push({ type: 'alert', message: describeError(error) });
        return false;
      }
      toasts.push({ type: 'success', message: DIALER_MESSAGES.settingsUpdated });
      onSaved();
    });

  return (
    <StyledForm
      aria-label="Call Recording"
      onSubmit={(event) => {
        event.preventDefault();
        void update();
      }}
    >
      <Checkbox
        label={dialerOptionLabel(host)}
        checked={hidden}
        onCheckedChange={(checked) => form.set('hidden', checked === true)}
      />
      {hidden ? null : (
        <RadioGroup
          label={CLICK_BEHAVIOR_LABEL}
          value={behavior}
          onValueChange={(value) => form.set('behavior', value)}
        >
          {behaviorTypes.map((type) => (
            <RadioGroup.Item
              key={type.phone_dialer_provider_behavior_type_id}
              value={String(type.phone_dialer_provider_behavior_type_id)}
              label={type.phone_dialer_provider_behavior_type_name}
            />
          ))}
        </RadioGroup>
      )}
      <StyledActions>
        {form.dirty ? (
          <>
            <Button type="button" onClick={() => form.reset()} disabled={form.saving}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={form.saving}>
              Update
            </Button>
          </>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
