// Configurable settings, the environment banner and single sign-on (spec 01 §2; spec 02 §2.8, §4.6, §4.7, §6).
import { PRODUCTION_ENVIRONMENT } from '../core/constants/app';
import type { SingleSignOnData } from './types';
import { asText, isBlank } from '../core/internal/text';
import { SETTINGS_MESSAGES } from './messages';
import { PROFILE_MESSAGES } from '../user/messages';
import { validateEnhancedSoaUrl } from '../core/validators/url';

/** The orange banner shows in any environment but production. */
export function isNonProductionEnvironment(environment: string | null | undefined): boolean {
  return asText(environment).trim() !== PRODUCTION_ENVIRONMENT;
}

/** Enhanced SOA settings: Update shows only when the form is dirty and the URL is untouched or the acknowledgement is checked. */
export function canUpdateEnhancedSoaSettings({
  dirty,
  urlTouched,
  acknowledged,
}: {
  dirty: boolean;
  urlTouched: boolean;
  acknowledged: boolean;
}): boolean {
  return dirty && (!urlTouched || acknowledged);
}

export interface EnhancedSoaSettingsValues {
  /** The agent calendar (scheduler) URL as entered. */
  url?: string | null;
  /** The URL as saved, to tell whether it changed. */
  savedUrl?: string | null;
  acknowledged: boolean;
}

/**
 * The Enhanced SOA settings (spec 02 §4.6, §5.8): the URL is empty or https with a valid host, and a
 * changed URL needs the acknowledgement ('The acknowledgement must be checked to use Enhanced SOA').
 */
export function validateEnhancedSoaSettings({ url, savedUrl, acknowledged }: EnhancedSoaSettingsValues): {
  url?: string;
  acknowledged?: string;
} {
  const errors: { url?: string; acknowledged?: string } = {};
  const urlError = validateEnhancedSoaUrl(url);
  if (urlError) errors.url = urlError;
  if (asText(url).trim() !== asText(savedUrl).trim() && !acknowledged)
    errors.acknowledged = SETTINGS_MESSAGES.enhancedSoaAcknowledgementRequired;
  return errors;
}

/** The communication-preference permission check's `disable_texting`: '1', 1, 'true' or true turn texting off. */
export function isTextingDisabled(value: string | number | boolean | null | undefined): boolean {
  return ['1', 'true'].includes(asText(value).trim().toLowerCase());
}

/** The Single Sign-On dialog is titled 'CMS Check' when quick-link text is given. */
export function singleSignOnTitle(quickLinkText?: string | null): string {
  return isBlank(quickLinkText) ? SETTINGS_MESSAGES.singleSignOnTitle : SETTINGS_MESSAGES.cmsCheckTitle;
}

/** The hidden form Continue submits in a new tab: the url, the method (default POST) and the five fields. */
export function singleSignOnForm(data: SingleSignOnData): {
  action: string;
  method: string;
  fields: Record<string, string>;
} {
  return {
    action: asText(data.url),
    method: asText(data.method).trim().toUpperCase() || 'POST',
    fields: {
      hash: asText(data.hash),
      user_id: asText(data.user_id),
      login: asText(data.login),
      RelayState: asText(data.RelayState),
      SAMLResponse: asText(data.SAMLResponse),
    },
  };
}

/** A user cannot change their own role or active flag; the role is read-only for self. */
export function profileEditRights({ editingSelf }: { editingSelf: boolean }): {
  canChangeRole: boolean;
  canChangeActive: boolean;
  roleDeniedMessage: string | undefined;
} {
  return {
    canChangeRole: !editingSelf,
    canChangeActive: !editingSelf,
    roleDeniedMessage: editingSelf ? PROFILE_MESSAGES.roleChangeDenied : undefined,
  };
}
