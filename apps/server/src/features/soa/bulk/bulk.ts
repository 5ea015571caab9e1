// Bulk Enhanced SOA sends (spec 02 §9: up to 5,000 emails per send; §3.10 the Enhanced invite). A send
// is a `bulk_soa_send` row and a job of the bulk_soa_send queue (src/jobs); the job emails each lead
// through `sendSoaInvite`, the single-lead send, and records the lead in `bulk_soa_recipient` in the same
// transaction. The recipient's key (account, send, lead) is taken first, so a send that is retried,
// taken over after its process died, or resumed after a restart emails every lead exactly once.
import type { Kysely, Transaction } from 'kysely';
import {
  BULK_SOA_MESSAGES,
  SOA_MESSAGES,
  bulkSoaSkipReason,
  missingSoaRequirements,
  requiredMessage,
  soaAgentHasPhone,
  validateBulkSoaLeadCount,
  type BulkSoaSkipReason,
} from '@meridian/domain';
import { jobPrincipal } from '../../../auth/job-principal';
import type { Principal } from '../../../auth/principal';
import type { DB, JobStatus } from '../../../schema';
import { tenant, type TenantOwner } from '../../../db/tenant';
import { enqueueJob, PermanentJobError, readJob, type JobHandler } from '../../../jobs';
import { writeAdminAudit } from '../../admin-audit';
import { ownEsignatureById } from '../esignatures.repository';
import { loadSoaAgent, loadSoaLead } from '../lead-agent.repository';
import { sendSoaInvite } from '../invites/send';

export const BULK_SOA_QUEUE = 'bulk_soa_send';
/** Leads emailed per transaction; the job checks for a cancel or a stop between batches. */
export const BULK_SOA_BATCH = 20;

export interface BulkSoaRequest {
  leadIds: readonly number[];
  esignatureId: number;
  customMessage: string;
}

export type BulkSoaQueued = { ok: true; bulk_send_id: number } | { ok: false; message: string };

/** The job's payload: the send, and the sign-in that asked for it (the audit rows name it). */
export interface BulkSoaJobPayload {
  account_id: number;
  bulk_send_id: number;
  family_id: string;
}

/**
 * Records a bulk send and queues its job, in one transaction; refuses (writing nothing) over 5,000 leads,
 * without the caller's eSignature, or without an agent phone (the email's signature block needs it).
 */
export async function queueBulkSoaSend(
  db: Kysely<DB>,
  principal: Principal,
  request: BulkSoaRequest,
): Promise<BulkSoaQueued> {
  const leadIds = [...new Set(request.leadIds)];
  const tooMany = validateBulkSoaLeadCount(leadIds.length);
  if (tooMany) return { ok: false, message: tooMany };
  return db.transaction().execute(async (trx) => {
    if (!(await ownEsignatureById(trx, principal, request.esignatureId)))
      return { ok: false, message: requiredMessage('Agent Signature') };
    if (!soaAgentHasPhone(await loadSoaAgent(trx, principal)))
      return { ok: false, message: SOA_MESSAGES.agentPhoneMissing };
    const customMessage = request.customMessage.trim();
    const { bulk_send_id } = await tenant(trx, principal)
      .insertInto('bulk_soa_send', {
        requested_by: principal.user_id,
        esignature_id: request.esignatureId,
        agent_custom_message: customMessage,
        lead_ids: JSON.stringify(leadIds),
        total: leadIds.length,
      })
      .returning('bulk_send_id')
      .executeTakeFirstOrThrow();
    const id = Number(bulk_send_id);
    const payload: BulkSoaJobPayload = {
      account_id: principal.account_id,
      bulk_send_id: id,
      family_id: principal.family_id,
    };
    const jobId = await enqueueJob(trx, {
      queue: BULK_SOA_QUEUE,
      accountId: principal.account_id,
      payload,
      dedupeKey: `${principal.account_id}:${id}`,
      maxAttempts: 5,
    });
    await tenant(trx, principal)
      .updateTable('bulk_soa_send')
      .set({ job_id: String(jobId) })
      .where('bulk_send_id', '=', String(id))
      .execute();
    await writeAdminAudit(trx, principal, {
      entity: 'bulk_soa_send',
      entity_id: id,
      action: 'send',
      after: { total: leadIds.length, esignature_id: request.esignatureId, agent_custom_message: customMessage },
    });
    return { ok: true, bulk_send_id: id };
  });
}

/** The requesting agent as they are now (role and permissions); a deactivated one or one who lost soa_send stops the send. */
async function requesterPrincipal(db: Kysely<DB>, owner: TenantOwner, userId: number, familyId: string) {
  const principal = await jobPrincipal(db, owner, userId, familyId);
  if (!principal?.permissions.has('soa_send'))
    throw new PermanentJobError('The agent who asked for this send can no longer send SOAs.');
  return principal;
}

/** The bulk_soa_send queue's handler: emails the leads not yet recorded, a batch per transaction. */
export function bulkSoaJobHandler(
  db: Kysely<DB>,
  {
    publicUrl,
    batchPauseMs = 0,
  }: { publicUrl: string; /** Pause after each batch (pacing); 0 by default. */ batchPauseMs?: number },
): JobHandler<BulkSoaJobPayload> {
  return async ({ payload, setProgress, signal }) => {
    const owner = { account_id: payload.account_id };
    const sendId = String(payload.bulk_send_id);
    const t = tenant(db, owner);
    const send = await t.selectFrom('bulk_soa_send').selectAll().where('bulk_send_id', '=', sendId).executeTakeFirst();
    if (!send) throw new PermanentJobError(`No bulk SOA send ${sendId}`);
    const principal = await requesterPrincipal(db, owner, send.requested_by, payload.family_id);
    await t.updateTable('bulk_soa_send').set({ status: 'running' }).where('bulk_send_id', '=', sendId).execute();

    const recorded = new Set(
      (await t.selectFrom('bulk_soa_recipient').select('lead_id').where('bulk_send_id', '=', sendId).execute()).map(
        (r) => r.lead_id,
      ),
    );
    const remaining = send.lead_ids.filter((id) => !recorded.has(id));
    let done = recorded.size;
    await setProgress(done, send.total);
    for (let i = 0; i < remaining.length; i += BULK_SOA_BATCH) {
      signal.throwIfAborted();
      const batch = remaining.slice(i, i + BULK_SOA_BATCH);
      await db.transaction().execute(async (trx) => {
        for (const leadId of batch) await emailOneLead(trx, principal, send, leadId, publicUrl);
      });
      done += batch.length;
      await setProgress(done, send.total);
      // Let waiting requests have the database between batches: on PGlite (one connection whose lock
      // is not first-come first-served) a long send would otherwise hold it until it ends.
      await new Promise((resolve) => (batchPauseMs > 0 ? setTimeout(resolve, batchPauseMs) : setImmediate(resolve)));
    }
    const counts = await bulkSoaCounts(db, owner, sendId);
    await t
      .updateTable('bulk_soa_send')
      .set({ status: 'done', finished_at: new Date() })
      .where('bulk_send_id', '=', sendId)
      .execute();
    return counts;
  };
}

/**
 * One lead of a send, in the batch's transaction: takes the lead's recipient key first (a second run,
 * even a concurrent one, finds it taken and moves on), then emails the lead or records why not.
 */
async function emailOneLead(
  trx: Transaction<DB>,
  principal: Principal,
  send: { bulk_send_id: string; esignature_id: number; agent_custom_message: string },
  leadId: number,
  publicUrl: string,
) {
  const t = tenant(trx, principal);
  const taken = await t
    .insertInto('bulk_soa_recipient', {
      bulk_send_id: send.bulk_send_id,
      lead_id: leadId,
      status: 'skipped',
      reason: 'not_your_lead',
    })
    .onConflict((oc) => oc.columns(['account_id', 'bulk_send_id', 'lead_id']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  if (!taken) return;
  const record = (
    values:
      | { status: 'sent'; soa_id: number; client_invite_id: number }
      | { status: 'skipped'; reason: BulkSoaSkipReason; reason_detail?: string },
  ) =>
    t
      .updateTable('bulk_soa_recipient')
      .set({ reason: null, reason_detail: null, ...values })
      .where('bulk_send_id', '=', send.bulk_send_id)
      .where('lead_id', '=', leadId)
      .execute();

  const lead = await loadSoaLead(trx, principal, leadId);
  const doNotEmail = lead
    ? (await t.selectFrom('lead').select('do_not_email').where('lead_id', '=', leadId).executeTakeFirstOrThrow())
        .do_not_email === '1'
    : false;
  const missing = lead ? missingSoaRequirements(lead.check) : [];
  const reason = bulkSoaSkipReason({
    reachable: lead !== undefined,
    emailCount: lead?.emails.length ?? 0,
    doNotEmail,
    missing,
  });
  if (reason) {
    await record({
      status: 'skipped',
      reason,
      ...(reason === 'missing_requirements' ? { reason_detail: `Missing lead details: ${missing.join(', ')}.` } : {}),
    });
    return;
  }
  const result = await sendSoaInvite(
    trx,
    principal,
    {
      leadId,
      mode: 'enhanced',
      esignatureId: send.esignature_id,
      customMessage: send.agent_custom_message,
      bulkSendId: Number(send.bulk_send_id),
    },
    { publicUrl },
  );
  if (result.ok) await record({ status: 'sent', soa_id: result.soa_id, client_invite_id: result.client_invite_id });
  else
    await record({
      status: 'skipped',
      reason: result.reason === 'not_found' ? 'not_your_lead' : 'missing_requirements',
      ...(result.reason === 'refused' ? { reason_detail: result.message } : {}),
    });
}

async function bulkSoaCounts(db: Kysely<DB>, owner: TenantOwner, sendId: string) {
  const rows = await tenant(db, owner)
    .selectFrom('bulk_soa_recipient')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('bulk_send_id', '=', sendId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { sent: count('sent'), skipped: count('skipped') };
}

export interface BulkSoaProgress {
  bulk_send_id: number;
  total: number;
  sent: number;
  skipped: number;
  status: JobStatus;
  skipped_leads: Array<{
    lead_id: number;
    name: string;
    reason: BulkSoaSkipReason;
    message: string;
  }>;
}

/** The caller's own send and how far it has got; another user's or another account's is undefined (404). */
export async function readBulkSoaSend(
  db: Kysely<DB>,
  principal: Principal,
  bulkSendId: number,
): Promise<BulkSoaProgress | undefined> {
  const t = tenant(db, principal);
  const send = await t
    .selectFrom('bulk_soa_send')
    .select(['bulk_send_id', 'total', 'status', 'job_id'])
    .where('bulk_send_id', '=', String(bulkSendId))
    .where('requested_by', '=', principal.user_id)
    .executeTakeFirst();
  if (!send) return undefined;
  const job = send.job_id ? await readJob(db, principal.account_id, Number(send.job_id)) : undefined;
  const counts = await bulkSoaCounts(db, principal, send.bulk_send_id);
  const skipped = await t
    .selectFrom('bulk_soa_recipient as r')
    .leftJoin('lead as l', (join) =>
      join.onRef('l.account_id', '=', 'r.account_id').onRef('l.lead_id', '=', 'r.lead_id'),
    )
    .select(['r.lead_id', 'r.reason', 'r.reason_detail', 'l.fname', 'l.lname', 'l.user_id'])
    .where('r.bulk_send_id', '=', send.bulk_send_id)
    .where('r.status', '=', 'skipped')
    .orderBy('r.lead_id')
    .execute();
  return {
    bulk_send_id: Number(send.bulk_send_id),
    total: send.total,
    ...counts,
    // The job is the source of truth while it runs (a failed or cancelled job never marks the send done).
    status: job?.status ?? send.status,
    skipped_leads: skipped.map((row) => {
      const reason = row.reason ?? 'not_your_lead';
      // Another agent's or account's lead: its name is not shown.
      const shown = reason !== 'not_your_lead';
      return {
        lead_id: row.lead_id,
        name: shown ? `${row.fname ?? ''} ${row.lname ?? ''}`.trim() : '',
        reason,
        message: row.reason_detail ?? BULK_SOA_MESSAGES.skipReasons[reason],
      };
    }),
  };
}
