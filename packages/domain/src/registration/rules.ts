// Registration outcomes and invitation links (spec 01 §2, §4 Registration, §6, §8).
import type {
  RegistrationPayload,
  RegistrationResponse,
  RegistrationTokenValidation,
  RegistrationValues,
} from './types';
import { stripPhone } from '../core/format/phone';
import { isOn } from '../core/internal/flags';
import { asText, isBlank } from '../core/internal/text';
import { REGISTRATION_MESSAGES as M } from './messages';
import { hasNoNpn } from './validators';

export type RegistrationOutcome =
  { kind: 'failed'; message: string } | { kind: 'pending'; message: string } | { kind: 'created'; message: string };

/** The message of a failed registration: a message containing 'already in use' becomes the username-exists message; others as returned. */
export function registrationFailureMessage(message: string | null | undefined): string {
  const text = asText(message).trim();
  if (text === '') return M.unexpectedError;
  return text.includes('already in use') ? M.usernameTaken : text;
}

/**
 * What a registration answer means: failure re-enables the form with the message; success with
 * disabled 'true' is pending validation (the form stays disabled); plain success created the
 * account; no answer is the unexpected error.
 */
export function resolveRegistrationOutcome(
  response: Partial<RegistrationResponse> | null | undefined,
): RegistrationOutcome {
  if (!response || typeof response !== 'object' || response.success === undefined)
    return { kind: 'failed', message: M.unexpectedError };
  if (!isOn(response.success)) return { kind: 'failed', message: registrationFailureMessage(response.message) };
  return isOn(response.disabled)
    ? { kind: 'pending', message: M.pendingValidation }
    : { kind: 'created', message: M.accountCreated };
}

export type RegistrationLinkState =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'role-expired'; message: string }
  | { kind: 'account-info'; logo: string | undefined; owner: NonNullable<RegistrationTokenValidation['user']> };

/**
 * The registration screen for a token: without one, the free registration; a failed check is an
 * invalid link (form hidden); a message containing 'Role Expired' disables the form; a cobrand and
 * user show the account banner.
 */
export function resolveRegistrationLink(
  token: string | null | undefined,
  answer: RegistrationTokenValidation | null | undefined,
): RegistrationLinkState {
  if (isBlank(token)) return { kind: 'none' };
  if (asText(answer?.message).includes('Role Expired')) return { kind: 'role-expired', message: M.roleExpired };
  if (answer?.cobrand && answer.user) return { kind: 'account-info', logo: answer.cobrand.logo_3, owner: answer.user };
  return { kind: 'invalid', message: M.invalidLink };
}

/** The body posted after agreeing: phone formatting stripped, bSignature true, and the token for invitation links. */
export function buildRegistrationPayload(values: RegistrationValues, token?: string | null): RegistrationPayload {
  const payload: RegistrationPayload = {
    ...values,
    phone: stripPhone(values.phone),
    mphone: stripPhone(values.mphone),
    fphone: stripPhone(values.fphone),
    npn: hasNoNpn(values.hasNoNPN) ? '' : asText(values.npn).trim(),
    hasNoNPN: hasNoNpn(values.hasNoNPN),
    bSignature: true,
  };
  if (!isBlank(token)) {
    payload.source = asText(token);
    payload.fromURL = true;
  }
  return payload;
}

/** The NPN field around the 'I don't have an NPN' box: ticking clears and locks it; unticking restores the last value entered. */
export interface NpnFieldState {
  npn: string;
  readOnly: boolean;
  /** The value to restore. */
  lastNpn: string;
}

export function toggleNoNpn(state: NpnFieldState, ticked: boolean): NpnFieldState {
  if (ticked) return { npn: '', readOnly: true, lastNpn: state.readOnly ? state.lastNpn : state.npn };
  return { npn: state.readOnly ? state.lastNpn : state.npn, readOnly: false, lastNpn: state.lastNpn };
}
