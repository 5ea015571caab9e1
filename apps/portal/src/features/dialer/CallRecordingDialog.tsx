import { updateUserSettings, type PhoneDialerBehaviorType, type UserSettings } from '@meridian/api';
import { useApiClient, useUserSettings } from '@meridian/api/react';
import { DIALER_MESSAGES, dialerActiveFlag, dialerOptionLabel, isDialerOptionHidden } from '@meridian/domain';
import { Banner, Button, Checkbox, Dialog, RadioGroup, Spinner, useToasts } from '@meridian/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { errorMessage, useDialerAuthSettings, useDialerBehaviorTypes } from './data';

export interface CallRecordingDialogProps {
  /** The dialog was closed (close button, Escape, or after a successful update). */
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

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Call Recording"
      width="medium"
    >
      {loadError ? (
        <Banner variant="alert">{errorMessage(loadError)}</Banner>
      ) : saved && host !== undefined && behaviorTypes ? (
        <CallRecordingForm
          // The form starts again from what is saved whenever that changes.
          key={`${saved.phone_dialer_provider_active}-${saved.phone_dialer_provider_behavior_type_id}`}
          saved={saved}
          host={host}
          behaviorTypes={behaviorTypes}
          onSaved={async (next) => {
            await settings.mutate(next, { revalidate: false });
            onClose();
          }}
        />
      ) : (
        <Spinner message="Loading" />
      )}
    </Dialog>
  );
}

interface CallRecordingFormProps {
  saved: UserSettings;
  host: string;
  behaviorTypes: PhoneDialerBehaviorType[];
  onSaved(settings: UserSettings): Promise<void>;
}

function CallRecordingForm({ saved, host, behaviorTypes, onSaved }: CallRecordingFormProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const initial = {
    hidden: isDialerOptionHidden(saved.phone_dialer_provider_active),
    behavior: String(saved.phone_dialer_provider_behavior_type_id),
  };
  const [hidden, setHidden] = useState(initial.hidden);
  const [behavior, setBehavior] = useState(initial.behavior);
  const [saving, setSaving] = useState(false);
  const changed = hidden !== initial.hidden || (!hidden && behavior !== initial.behavior);

  const update = async () => {
    setSaving(true);
    try {
      const answer = await updateUserSettings(client, saved.user_id, {
        phone_dialer_provider_active: dialerActiveFlag(hidden),
        ...(hidden ? {} : { phone_dialer_provider_behavior_type_id: Number(behavior) as 1 | 2 | 3 }),
      });
      toasts.push({ type: 'success', message: DIALER_MESSAGES.settingsUpdated });
      await onSaved({
        ...saved,
        phone_dialer_provider_active: answer.phone_dialer_provider_active,
        phone_dialer_provider_behavior_type_id: answer.phone_dialer_provider_behavior_type_id,
      });
    } catch (error) {
      toasts.push({ type: 'alert', message: errorMessage(error) });
      setSaving(false);
    }
  };

  const cancel = () => {
    setHidden(initial.hidden);
    setBehavior(initial.behavior);
  };

  return (
    <StyledForm
      aria-label="Call Recording"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !saving) void update();
      }}
    >
      <Checkbox label={dialerOptionLabel(host)} checked={hidden} onCheckedChange={(checked) => setHidden(checked === true)} />
      {hidden ? null : (
        <RadioGroup label={CLICK_BEHAVIOR_LABEL} value={behavior} onValueChange={setBehavior}>
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
        {changed ? (
          <>
            <Button type="button" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={saving}>
              Update
            </Button>
          </>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
