import { ApiError, describeError } from '@meridian/api';
import { useAccountSettings, usePlacePhoneCall, useSaveDialerSettings, useUserSettings } from '@meridian/api/react';
import {
  DIALER_CALL_DELAY_MS,
  DIALER_MESSAGES,
  dialBehaviorToSave,
  resolveDialMethod,
  type DialMethod,
} from '@meridian/domain';
import { useToasts } from '@meridian/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { PHONE_DIALER_SETUP_PATH, type PhoneDialerSetupState } from './data';

export interface CallRequest {
  /** Digits only. */
  digits: string;
  leadId?: number | undefined;
}

/** Hands the number to the device's phone application (the `tel:` handler). */
export function openTelLink(digits: string) {
  window.open(`tel:${digits}`, '_self');
}

/**
 * Places calls the way the user's dialer settings say (spec 01 §4 Phone dialer): `method` is
 * what resolveDialMethod decides for a click now; `dial` places a call by the default
 * application or the provider; `saveChoice` stores what the Select an Outbound Dial Method
 * dialog was answered with.
 */
export function useDial() {
  const { user } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: account } = useAccountSettings(user.account_id);
  const { data: settings } = useUserSettings(user.user_id);
  const { trigger: saveSettings } = useSaveDialerSettings(user.user_id);
  // A call to a lead reads the lead's compliance checklist again (its recorded call).
  const { trigger: placeCall } = usePlacePhoneCall();

  const method: DialMethod = resolveDialMethod({
    accountProviderActive: account?.phone_dialer_provider_active,
    userProviderActive: settings?.phone_dialer_provider_active,
    behaviorTypeId: settings?.phone_dialer_provider_behavior_type_id,
  });

  const dial = useCallback(
    async (via: 'default' | 'provider', { digits, leadId }: CallRequest) => {
      if (via === 'default') {
        toasts.push({ type: 'announcement', message: DIALER_MESSAGES.callingViaDefault });
        // The call starts 3 s after its toast, as promised, even if the number has left the screen.
        setTimeout(() => openTelLink(digits), DIALER_CALL_DELAY_MS);
        return;
      }
      try {
        await placeCall({ callee_phone_number: digits, lead_id: leadId ?? null, user_id: user.user_id });
        toasts.push({ type: 'success', message: DIALER_MESSAGES.callingViaProvider });
      } catch (error) {
        // The client said do not call: said where the agent is; the dialer's set-up is not the problem.
        if (error instanceof ApiError && error.result?.reason === 'do_not_call') {
          toasts.push({ type: 'alert', message: error.message });
          return;
        }
        const state: PhoneDialerSetupState = { message: describeError(error), from: pathname };
        navigate(PHONE_DIALER_SETUP_PATH, { state });
      }
    },
    [placeCall, navigate, pathname, toasts, user.user_id],
  );

  const saveChoice = useCallback(
    async (choice: 'default' | 'provider', remember: boolean) => {
      try {
        await saveSettings({ phone_dialer_provider_behavior_type_id: dialBehaviorToSave(choice, remember) });
      } catch {
        toasts.push({ type: 'alert', message: DIALER_MESSAGES.preferenceSaveFailed });
      }
    },
    [saveSettings, toasts],
  );

  return { method, dial, saveChoice };
}
