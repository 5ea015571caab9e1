import type { ColumnType, Generated } from 'kysely';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** A timestamptz column written as an ISO string or a Date. */
type Instant = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** One appointment or task of an agent (migration 0035). A task has no end_time. */
export interface AppointmentTable {
  account_id: number;
  appointment_id: Generated<number>;
  user_id: number;
  lead_id: number | null;
  kind: 'appointment' | 'task';
  title: string;
  description: Defaulted<string>;
  allday_flag: Defaulted<Flag>;
  importance: Defaulted<1 | 5>;
  start_time: Instant;
  end_time: Instant;
  completed_date: Instant;
  reminded_start: Instant;
  created_by: number | null;
  created_at: Created;
  updated_at: Defaulted<Date>;
}

/** An agent's private iCalendar link, by the sha256 of its token (migration 0035). */
export interface CalendarFeedTable {
  account_id: number;
  calendar_feed_id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Created;
  revoked_at: Date | null;
}

export interface CalendarTables {
  appointment: AppointmentTable;
  calendar_feed: CalendarFeedTable;
}

export const calendarColumns: TableColumns<CalendarTables> = {
  appointment: {
    account_id: 'not null',
    appointment_id: 'not null',
    user_id: 'not null',
    lead_id: 'null',
    kind: 'not null',
    title: 'not null',
    description: 'not null',
    allday_flag: 'not null',
    importance: 'not null',
    start_time: 'null',
    end_time: 'null',
    completed_date: 'null',
    reminded_start: 'null',
    created_by: 'null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  calendar_feed: {
    account_id: 'not null',
    calendar_feed_id: 'not null',
    user_id: 'not null',
    token_hash: 'not null',
    created_at: 'not null',
    revoked_at: 'null',
  },
};
