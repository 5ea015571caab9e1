// Appointments and tasks (spec 02 §3.6).
import type { Flag } from '../core/types';

export interface CalendarEvent {
  appointment_id?: number;
  title: string;
  description: string;
  allday_flag: Flag;
  /** 1 important, 5 normal. */
  importance: 1 | 5;
  /** ISO timestamp when dismissed or completed, else empty. */
  completed_date: string;
  start_time: string;
  /** Tasks have none. */
  end_time?: string;
  /** 'lead' when a lead is assigned, else 'agent'. */
  appointment_type_id: 'lead' | 'agent';
  user_id: number;
  lead_id?: number | null;
}
