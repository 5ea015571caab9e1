// Bulk Enhanced SOA progress (spec 02 §9: up to 5,000 emails per send). A send of more than one lead
// through `POST SelfServiceEmailControl/send` (process type omitted) answers its bulk_send_id; the
// emails go out in the background and `GET SelfServiceEmailControl/bulk/{id}` reads how far it got.
import { array, enums, integer, min, number, object, string, type Infer } from 'superstruct';
import { BULK_SOA_SKIP_REASONS } from '@meridian/domain';
import type { ApiClient } from '../core/client';
import { Flag } from '../core/common';

/** Where a bulk send stands: queued, running, done, failed (after retries) or cancelled. */
export const BULK_SOA_SEND_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** A lead that was not emailed, and why (`BULK_SOA_MESSAGES.skipReasons`, or the missing details). */
export const BulkSoaSkippedLeadStruct = object({
  lead_id: min(integer(), 1),
  /** Empty for a lead that is not the agent's. */
  name: string(),
  reason: enums(BULK_SOA_SKIP_REASONS),
  message: string(),
});
export type BulkSoaSkippedLead = Infer<typeof BulkSoaSkippedLeadStruct>;

/** Answer of `GET SelfServiceEmailControl/bulk/{id}`. */
export const BulkSoaSendProgressStruct = object({
  success: Flag,
  bulk_send_id: number(),
  total: number(),
  sent: number(),
  skipped: number(),
  status: enums(BULK_SOA_SEND_STATUSES),
  skipped_leads: array(BulkSoaSkippedLeadStruct),
});
export type BulkSoaSendProgress = Infer<typeof BulkSoaSendProgressStruct>;

/** Whether a bulk send has stopped moving (nothing more to poll). */
export function isBulkSoaSendFinished(status: BulkSoaSendProgress['status']): boolean {
  return status === 'done' || status === 'failed' || status === 'cancelled';
}

/** `GET SelfServiceEmailControl/bulk/{id}`: the caller's bulk send and its progress. */
export async function getBulkSoaSend(client: ApiClient, bulkSendId: number) {
  return (
    await client.request({
      call: 'getBulkSoaSend',
      method: 'GET',
      path: `SelfServiceEmailControl/bulk/${bulkSendId}`,
      struct: BulkSoaSendProgressStruct,
    })
  ).data;
}
