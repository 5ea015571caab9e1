// Create New Quick Link (spec 01 §5 Quick link).
import { QUICK_LINK_TITLE_MAX_LENGTH, QUICK_LINK_URL_MAX_LENGTH } from '../constants/limits';
import { asText, charLength, isBlank } from '../internal/text';
import { QUICK_LINK_MESSAGES as M } from '../messages/shell';

export interface QuickLinkValues {
  quicklink_title?: string | null;
  quicklink_url?: string | null;
}

export type QuickLinkErrors = Partial<Record<'quicklink_title' | 'quicklink_url', string>>;

/** Name and URL are required; the name is at most 100 characters and the URL as entered at most 200, spaces included. */
export function validateQuickLink(values: QuickLinkValues | null | undefined): QuickLinkErrors {
  const v = values ?? {};
  const errors: QuickLinkErrors = {};
  if (isBlank(v.quicklink_title)) errors.quicklink_title = M.titleRequired;
  else if (charLength(asText(v.quicklink_title)) > QUICK_LINK_TITLE_MAX_LENGTH) errors.quicklink_title = M.titleTooLong;
  if (isBlank(v.quicklink_url)) errors.quicklink_url = M.urlRequired;
  else if (charLength(asText(v.quicklink_url)) > QUICK_LINK_URL_MAX_LENGTH) errors.quicklink_url = M.urlTooLong;
  return errors;
}
