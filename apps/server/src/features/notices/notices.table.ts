import type { Generated } from 'kysely';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** Notices and who dismissed them (migration 0005). */
export interface NoticeTable {
  account_id: number;
  notice_id: Generated<number>;
  notice_title: string;
  notice_text: string;
  start_date: Defaulted<Date>;
  end_date: Date | null;
  important_popup: Defaulted<Flag>;
  active: Defaulted<Flag>;
  created_by_user_id: number | null;
  created_at: Created;
  /** A notice for one user only (an appointment reminder, migration 0035); null for the account's notices. */
  recipient_user_id: Defaulted<number | null>;
}

export interface UserNoticeTable {
  account_id: number;
  user_id: number;
  notice_id: number;
  dismissed_date: Defaulted<Date>;
}

export interface NoticesTables {
  notice: NoticeTable;
  user_notice: UserNoticeTable;
}

export const noticesColumns: TableColumns<NoticesTables> = {
  notice: {
    account_id: 'not null',
    notice_id: 'not null',
    notice_title: 'not null',
    notice_text: 'not null',
    start_date: 'not null',
    end_date: 'null',
    important_popup: 'not null',
    active: 'not null',
    created_by_user_id: 'null',
    created_at: 'not null',
    recipient_user_id: 'null',
  },
  user_notice: { account_id: 'not null', user_id: 'not null', notice_id: 'not null', dismissed_date: 'not null' },
};
