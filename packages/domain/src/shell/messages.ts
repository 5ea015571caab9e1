// Texts of the application shell: pages, header, session, notices, quick search, quick links,
// the phone dialer and the zip lookup (spec 01 §2, §4, §5, §8). Word for word.
import { COMPLIANCE_DETAILS } from '../leads/compliance';

export const PAGE_MESSAGES = {
  notFound: 'The page you are exploring has not been planned yet.',
  serverError:
    "We're sorry. We're currently exploring the root cause of this unplanned downtime. Please plan to try again later.",
  downForMaintenance:
    "We're sorry. We're on a planned exploration to better your experience. Please plan to try again later.",
} as const;

export const SHELL_MESSAGES = {
  nonProductionBanner: 'This is not a Production environment. Use for testing purposes only.',
  loadingMenuItems: 'Loading Menu Items',
  logoutConfirm: 'Are you sure you want to logout?',
  genericError: 'An error occurred, please try again',
  unsavedContent: 'You have unsaved content, are you sure you want to exit?',
  deleteRecordsConfirm: 'Are you sure you want to delete these records?',
} as const;

export const NOTICE_MESSAGES = {
  noUnreadNotices:
    'There are no unread messages. You can access your notification history by selecting "Load Past Notices" on the left.',
  noPastNotices: 'There are no past notices',
  // Names the spec gives the notice dialogs and their actions (spec 01 §2, §4, §8).
  importantNoticeTitle: 'Important Notice',
  noticesTitle: 'Notices',
  markAsRead: 'Mark As Read',
  markAllAsRead: 'Mark All As Read',
  loadPastNotices: 'Load Past Notices',
} as const;

export const QUICK_SEARCH_MESSAGES = {
  fillAtLeastOneField: 'You are required to fill at least one field',
  fieldRequired: 'This field is required.',
  applicationDispositionRequired: 'Enter one or more application dispositions and click search.',
} as const;

export const QUICK_LINK_MESSAGES = {
  titleRequired: 'Quick Link Name is a required field.',
  titleTooLong:
    'The Quick Link title you entered exceeds the 100 character maximum limit. Please re-enter a title with 100 or fewer characters, including spaces.',
  urlRequired: 'Quick Link URL is a required field.',
  urlTooLong:
    'The Quick Link URL you entered exceeds the 200 character maximum limit. Please re-enter a URL with 200 or fewer characters, including spaces.',
  /** A URL with another scheme than http(s), or not a web address (the spec words none). */
  urlScheme: 'Quick Link URL must be a web address starting with http:// or https://.',
  created: 'Quick Link created successfully',
  updated: 'Quick Link updated successfully',
  deleted: 'Quick Link deleted successfully',
} as const;

export const DIALER_MESSAGES = {
  dialogTitle: 'Select an Outbound Dial Method',
  rememberSelection: 'Remember my selection',
  callingViaDefault: 'Initiating call via default application',
  callingViaProvider: 'Initiating call via phone dialer. A call will start soon, please wait.',
  settingsUpdated: 'Phone dialer settings updated.',
  preferenceSaveFailed: 'Unable to update phone dialer preference. Please try again later.',
  /**
   * Not the spec's words (issue 29): a call to a client who said do not call is refused, by the
   * server and at the phone link. The same words as the lead's compliance checklist.
   */
  doNotCall: COMPLIANCE_DETAILS.permissionRefused('call'),
  /** The marker beside a number the client may not be called at. */
  doNotCallMarker: 'Do not call',
} as const;

/** The dialer settings checkbox: 'Do not show {host} dialer option'. */
export function dialerOptionLabel(host: string): string {
  return `Do not show ${host} dialer option`;
}

/** 'The zip code you entered ({zip}) cannot be found in our system.' */
/** The title of the zip-not-found dialog (the spec quotes only its message; these words are ours). */
export const ZIP_NOT_FOUND_TITLE = 'Zip code not found';
/** The title of the several-counties dialog (ours, as above). */
export const VERIFY_COUNTY_TITLE = 'Verify the county';

export function zipNotFoundMessage(zip: string): string {
  return `The zip code you entered (${zip}) cannot be found in our system.`;
}

/** The spec describes, without quoting it, a dialog asking to verify the county of a zip that spans several. */
export const VERIFY_COUNTY_MESSAGE =
  'This zip code is in more than one county. Please verify that the correct county is selected.';
