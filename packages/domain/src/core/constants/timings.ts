// Times, intervals and sizes of the screen (spec 01 §9, spec 02 §4 and §9), in milliseconds unless named otherwise.

/** Notification count poll. */
export const NOTIFICATION_POLL_MS = 120_000;
/** Header clock tick. */
export const CLOCK_TICK_MS = 1_000;

/** Toast display times by toast type. */
export const TOAST_DURATION_MS = {
  alert: 30_000,
  warning: 20_000,
  success: 15_000,
  announcement: 3_000,
} as const;

/** Error banners clear after 30 s (notice dialogs, dropdown loads, profile, calendar, settings, lead detail). */
export const ERROR_BANNER_MS = 30_000;
/** Success banners clear after 15 s. */
export const SUCCESS_BANNER_MS = 15_000;
/** A quick link save error shows for 5 s. */
export const QUICK_LINK_ERROR_MS = 5_000;
/** The delete agent writing number error banner clears after 3 s. */
export const WRITING_NUMBER_DELETE_ERROR_MS = 3_000;
/** The add agent writing number dialog closes 2 s after its message. */
export const WRITING_NUMBER_DIALOG_CLOSE_MS = 2_000;
/** The profile password form resets 3 s after a change. */
export const PASSWORD_FORM_RESET_MS = 3_000;
/** Part A and Part B dates are reformatted 1 s after typing. */
export const PART_DATE_REFORMAT_DELAY_MS = 1_000;
/** The Lead Details loading flag is held 2 s after the load completes. */
export const LEAD_LOADING_HOLD_MS = 2_000;

/** The default-dialer call starts 3 s after its toast. */
export const DIALER_CALL_DELAY_MS = 3_000;
/** A quote redirect happens after 5 s. */
export const QUOTE_REDIRECT_DELAY_MS = 5_000;
export const PRINT_DELAY_MS = 300;
export const TOOLTIP_SHOW_DELAY_MS = 800;

/** The sidebar collapses to icons at this window width or less. */
export const SIDEBAR_COLLAPSE_WIDTH_PX = 980;
/** The dashboard switches to its small UI below this width. */
export const DASHBOARD_SMALL_UI_WIDTH_PX = 665;
/** Width of the Contact Permission Update History dialog. */
export const PERMISSION_HISTORY_DIALOG_WIDTH = '70%';
