// Entities of the application shell, notices, quick links, the dialer and quick search (spec 01 §3).
import type { Flag } from '../core/types';
import type { QuickLinkHierarchyName } from '../core/constants/lookups';

export interface Notice {
  notice_id: number;
  notice_title: string;
  /** HTML. */
  notice_text: string;
  start_date: string;
  end_date: string;
  /** Empty while unread. */
  dismissed_date: string | null;
  /** '1' means important (pops up). */
  important_popup: Flag;
}

export interface NotificationCount {
  notice_outstanding_count: number;
  includes_important: Flag;
}

export interface QuickLink {
  quicklink_id: number;
  quicklink_title: string;
  quicklink_url: string;
  quicklink_hierarchy_type_name: QuickLinkHierarchyName;
  /** 2 account, 3 user; the spec names no id for system links. */
  quicklink_hierarchy_type_id: number;
  /** '1' shown, '0' hidden. */
  display: Flag;
}

/** The body of creating or updating a quick link. */
export interface QuickLinkPayload {
  quicklink_title: string;
  quicklink_url: string;
  quicklink_hierarchy_type_id: number;
}

/** The body of saving the shown/hidden state of quick links. */
export interface QuickLinkDisplaySave {
  quicklink_id_active_list: Array<{ quicklink_id: number; active: Flag }>;
}

/** The dialer fields of user settings and of account settings. */
export interface PhoneDialerSettings {
  /** '1' enabled. */
  phone_dialer_provider_active: Flag;
  phone_dialer_provider_behavior_type_id: number;
}
