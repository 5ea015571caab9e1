// Paging and search constants (spec 01 §7, §9; spec 02 §3.7, §9).

/** Quick search: page 1, 200 records. */
export const QUICK_SEARCH_PAGE_NUMBER = 1;
export const QUICK_SEARCH_PAGE_SIZE = 200;
/** Drug-list-updated and current-plan flags. */
export const SEARCH_FLAG_YES = '1';
export const SEARCH_FLAG_NO = '0';
/** An empty date range end is sent as this. */
export const OPEN_RANGE_END = '*';

/** Notices: the first load asks page 0, past notices start at page 1; dismissed notices come 35 a page. */
export const NOTICE_FIRST_PAGE_NUMBER = 0;
export const PAST_NOTICES_FIRST_PAGE_NUMBER = 1;
export const DISMISSED_NOTICES_PAGE_SIZE = 35;
/** The user-notice search modes. */
export const NOTICE_MODES = ['quickNotify', 'openNotify', 'pastNotify'] as const;
export type NoticeMode = (typeof NOTICE_MODES)[number];

/** Page size choices of the lead search panel and the writing number table. */
export const TABLE_PAGE_SIZES = [10, 20, 30, 40, 50] as const;

/** Fields the assign-lead search panel asks for (spec 02 §3.7). */
export const LEAD_SEARCH_PANEL_FIELDS = ['lead_id', 'fname', 'lname', 'dispo_name', 'dob', 'default_address'] as const;
