import { array, enums, literal, nullable, number, object, string, unknown, type Infer } from 'superstruct';
import { Flag } from '../core/common';

/** The records whose changes the admin audit keeps (grows with each admin screen of issue 16). */
export const ADMIN_AUDIT_ENTITIES = [
  'user',
  'role',
  'registration_link',
  'notice',
  'lead_instructions',
  'product_filter',
  'sms_account',
  'account',
  'lead_source',
  'campaign',
  'campaign_segment',
  'partner',
  'tracking_code',
  'soa',
  'client_invite',
  'esignature',
  'bulk_soa_send',
  'appointment',
  'calendar_feed',
  'lead_export',
  'lead_import',
  'client_link',
] as const;
export const AdminAuditEntityStruct = enums(ADMIN_AUDIT_ENTITIES);
export type AdminAuditEntity = Infer<typeof AdminAuditEntityStruct>;

/** One change of a record, as `GET admin/audit/{entity}/{id}` answers it (newest first). */
export const AdminAuditEntryStruct = object({
  audit_id: number(),
  changed_by: number(),
  changed_by_name: nullable(string()),
  changed_at: string(),
  entity: string(),
  entity_id: number(),
  action: string(),
  before: unknown(),
  after: unknown(),
});
export type AdminAuditEntry = Infer<typeof AdminAuditEntryStruct>;

export const AdminAuditAnswerStruct = object({ result: array(AdminAuditEntryStruct) });
export type AdminAuditAnswer = Infer<typeof AdminAuditAnswerStruct>;

/** Body of `POST admin/user/{id}/active`: activates ('1', also a pending self-registration) or deactivates ('0'). */
export const UserActiveChangeStruct = object({ active: Flag });
export type UserActiveChange = Infer<typeof UserActiveChangeStruct>;

/** Answer of `POST admin/user/{id}/active`. */
export const UserActiveAnswerStruct = object({
  success: literal(true),
  user_id: number(),
  active: Flag,
  active_changed_date: nullable(string()),
});
export type UserActiveAnswer = Infer<typeof UserActiveAnswerStruct>;
