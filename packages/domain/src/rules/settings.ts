// Configurable settings, the environment banner and single sign-on (spec 01 §2; spec 02 §2.8, §4.6, §4.7, §6).
import { PRODUCTION_ENVIRONMENT } from '../constants/app';
import type { SingleSignOnData } from '../entities/settings';
import { asText, isBlank } from '../internal/text';
import { SETTINGS_MESSAGES } from '../messages/settings';
import { PROFILE_MESSAGES } from '../messages/profile';

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
