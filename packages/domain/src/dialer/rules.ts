// The phone dialer (spec 01 §4 Phone dialer). Behaviour 1 browser default, 2 provider, 3 ask each time.
import { DIAL_BEHAVIOR_TYPES, type DialBehaviorTypeId } from '../core/constants/lookups';
import type { Flag } from '../core/types';
import { isOn } from '../core/internal/flags';
import { asText } from '../core/internal/text';

export type DialMethod = 'default' | 'provider' | 'ask';

export interface DialSettings {
  /** The account's phone_dialer_provider_active ('1' enabled). */
  accountProviderActive: boolean | Flag | string | number | null | undefined;
  /** The user's phone_dialer_provider_active. */
  userProviderActive: boolean | Flag | string | number | null | undefined;
  /** The user's phone_dialer_provider_behavior_type_id. */
  behaviorTypeId: number | string | null | undefined;
}

/**
 * How a click-to-call goes out: through the provider only when it is active for both account and
 * user and the user's behaviour is 2; the default dialer when either flag is off or the behaviour
 * is 1; otherwise the Select an Outbound Dial Method dialog asks.
 */
export function resolveDialMethod({
  accountProviderActive,
  userProviderActive,
  behaviorTypeId,
}: DialSettings): DialMethod {
  if (!isOn(accountProviderActive) || !isOn(userProviderActive)) return 'default';
  const behavior = Number(asText(behaviorTypeId).trim() || Number.NaN);
  if (behavior === DIAL_BEHAVIOR_TYPES.browserDefault) return 'default';
  if (behavior === DIAL_BEHAVIOR_TYPES.provider) return 'provider';
  return 'ask';
}

/** The behaviour saved after the dialog: with 'Remember my selection' the choice (1 or 2), otherwise 3 (ask each time). */
export function dialBehaviorToSave(choice: 'default' | 'provider', remember: boolean): DialBehaviorTypeId {
  if (!remember) return DIAL_BEHAVIOR_TYPES.askEachTime;
  return choice === 'provider' ? DIAL_BEHAVIOR_TYPES.provider : DIAL_BEHAVIOR_TYPES.browserDefault;
}

/** The settings checkbox 'Do not show {host} dialer option' is stored inverted: checked saves active '0'. */
export function dialerActiveFlag(doNotShowChecked: boolean): Flag {
  return doNotShowChecked ? '0' : '1';
}

/** Whether 'Do not show {host} dialer option' shows checked for a stored active flag. */
export function isDialerOptionHidden(active: boolean | Flag | string | number | null | undefined): boolean {
  return !isOn(active);
}
