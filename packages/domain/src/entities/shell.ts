// Entities of the application shell, notices, quick links, the dialer and quick search (spec 01 §3).
import type { Flag } from './common';
import type { QuickLinkHierarchyName } from '../constants/lookups';

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

/** The logged-in user as the shell needs it. */
export interface ShellUser {
  user_id: number;
  fname: string;
  lname: string;
  account_id: number;
  role_name: string;
  rolePermission: string[];
  hash: string;
}

/** The login cookie's token object. */
export interface LoginToken {
  user_id: number;
  access_token: string;
  refresh_token: string;
}

/** The dialer fields of user settings and of account settings. */
export interface PhoneDialerSettings {
  /** '1' enabled. */
  phone_dialer_provider_active: Flag;
  phone_dialer_provider_behavior_type_id: number;
}

export interface PhoneDialerBehaviorType {
  phone_dialer_provider_behavior_type_id: number;
  phone_dialer_provider_behavior_type_name: string;
}

/** The body of `POST PhoneDialerProvider/phoneCall`. */
export interface PhoneCallRequest {
  callee_phone_number: string;
  lead_id: number;
  user_id: number;
}

export interface Cobrand {
  cobrand_asset_urls: {
    /** Small logo. */
    logo_1?: string;
    /** Large logo. */
    logo_2?: string;
  };
}

export interface QuickSearchDropdownData {
  total_lead_dispos: Array<{ dispo_id: number; dispo_name: string }>;
  total_agents: Array<{ user_id: number; fname: string; lname: string }>;
  total_tags: Array<{ tag_id: number; tag_name: string }>;
  total_app_dispos: Array<{ dispo_id: number; dispo_name: string }>;
}

/** The body of a user-notice search. */
export interface NoticeSearchRequest {
  page_number: number;
  mode: 'quickNotify' | 'openNotify' | 'pastNotify';
}

export interface NoticeDismissRequest {
  notice_ids: number[];
}
