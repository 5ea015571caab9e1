import type { Generated } from 'kysely';
import type { QUICK_LINK_HIERARCHY_TYPES, QuickLinkHierarchyId } from '@meridian/domain';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** System and account/user quick links and their display choices (migration 0006). */
export interface SystemQuicklinkTable {
  quicklink_id: Generated<number>;
  quicklink_title: string;
  quicklink_url: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
}

export interface QuicklinkTable {
  account_id: number;
  quicklink_id: Generated<number>;
  quicklink_hierarchy_type_id: Exclude<QuickLinkHierarchyId, typeof QUICK_LINK_HIERARCHY_TYPES.system>;
  user_id: number | null;
  quicklink_title: string;
  quicklink_url: string;
  sort_order: Defaulted<number>;
  created_by_user_id: number | null;
  created_at: Created;
}

export interface UserQuicklinkDisplayTable {
  account_id: number;
  user_id: number;
  quicklink_id: number;
  display: Flag;
}

export interface AccountQuicklinkDisplayTable {
  account_id: number;
  quicklink_id: number;
  display: Flag;
}

export interface QuickLinksTables {
  system_quicklink: SystemQuicklinkTable;
  quicklink: QuicklinkTable;
  user_quicklink_display: UserQuicklinkDisplayTable;
  account_quicklink_display: AccountQuicklinkDisplayTable;
}

export const quickLinksColumns: TableColumns<QuickLinksTables> = {
  system_quicklink: {
    quicklink_id: 'not null',
    quicklink_title: 'not null',
    quicklink_url: 'not null',
    sort_order: 'not null',
    active: 'not null',
  },
  quicklink: {
    account_id: 'not null',
    quicklink_id: 'not null',
    quicklink_hierarchy_type_id: 'not null',
    user_id: 'null',
    quicklink_title: 'not null',
    quicklink_url: 'not null',
    sort_order: 'not null',
    created_by_user_id: 'null',
    created_at: 'not null',
  },
  user_quicklink_display: {
    account_id: 'not null',
    user_id: 'not null',
    quicklink_id: 'not null',
    display: 'not null',
  },
  account_quicklink_display: { account_id: 'not null', quicklink_id: 'not null', display: 'not null' },
};
