// Lead import calls (spec 02 §7.7 "Imports": POST leadImportFile; PUT leadImportFile/{id}/fileUpload,
// multipart with the bearer token), and the rest of issue 17's changes: mapping, start and cancel; the
// reads (template, preview, progress, error report, list) are read-routes.ts. Every call needs
// `lead_import`; an import of another account, or (without lead_view_assigned) of another user,
// answers 404.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  LeadImportCreateBodyStruct,
  LeadImportMappingBodyStruct,
  LeadImportStartBodyStruct,
  type LeadImportAnswer,
} from '@meridian/api';
import {
  canSeeAllLeads,
  isLeadImportField,
  LEAD_IMPORT_MAX_BYTES,
  LEAD_IMPORT_MESSAGES,
  type LeadImportMapping,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { cancelJob, enqueueJob, type JobRunner } from '../../jobs';
import { writeAdminAudit } from '../admin-audit';
import { userExists } from '../leads';
import { importFileType, readCsv, readXlsx } from './file-reader';
import { leadImportReadRoutes } from './read-routes';
import {
  findImport,
  originationExists,
  importAnswer,
  rememberMapping,
  storeFile,
  type LeadImportRow,
} from './repository';
import { LEAD_IMPORT_QUEUE, leadImportJobHandler, type LeadImportJobPayload } from './run';
import { validateImport } from './validation';

const PERMISSION = 'lead_import' as const;

export async function leadImportRoutes(
  app: FastifyInstance,
  { db, jobs, batchSize, batchPauseMs }: { db: Kysely<DB>; jobs: JobRunner; batchSize?: number; batchPauseMs?: number },
) {
  jobs.register(LEAD_IMPORT_QUEUE, leadImportJobHandler(db, { batchSize, batchPauseMs }));
  await app.register(async (scope) => {
    // Files stream in (never buffered whole); past 20 MB the stream is cut and the upload refused.
    await scope.register(multipart, { limits: { fileSize: LEAD_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    createAndUploadRoutes(scope, db);
    mappingAndRunRoutes(scope, db);
    leadImportReadRoutes(scope, db);
  });
}

/**
 * What changing the mapping and starting share: in one transaction, the import locked and still
 * uploaded (409 otherwise), `change` applied, the rows validated again, then `then` (the start's
 * queueing, which records the new counts); answers the import.
 */
async function revalidate(
  db: Kysely<DB>,
  principal: Principal,
  id: number,
  change: (trx: Transaction<DB>, current: LeadImportRow) => Promise<void>,
  then?: (trx: Transaction<DB>) => Promise<void>,
): Promise<LeadImportAnswer> {
  await db.transaction().execute(async (trx) => {
    const current = await findImport(trx, principal, id, { lock: true });
    if (!current) throw notFound();
    if (current.status === 'created') throw new HttpError(409, LEAD_IMPORT_MESSAGES.notUploaded);
    if (current.status !== 'uploaded') throw new HttpError(409, LEAD_IMPORT_MESSAGES.alreadyStarted);
    await change(trx, current);
    await validateImport(trx, principal, id, new Date());
    await then?.(trx);
  });
  return importAnswer(db, principal, id);
}

/** The leads' agent: an agent imports for themselves; with lead_view_assigned any agent, or Unassigned (the default). */
async function importAgent(
  db: Kysely<DB>,
  principal: Principal,
  requested: number | null | undefined,
): Promise<number | null> {
  if (!canSeeAllLeads(principal.permissions)) {
    if (requested !== undefined && requested !== null && requested !== principal.user_id)
      throw new HttpError(403, LEAD_IMPORT_MESSAGES.unknownAgent, {
        user_id: [{ MESSAGE: LEAD_IMPORT_MESSAGES.unknownAgent }],
      });
    return principal.user_id;
  }
  if (requested === undefined || requested === null || requested === 0) return null;
  if (!(await userExists(db, principal, requested)))
    throw new HttpError(400, LEAD_IMPORT_MESSAGES.unknownAgent, {
      user_id: [{ MESSAGE: LEAD_IMPORT_MESSAGES.unknownAgent }],
    });
  return requested;
}

/** Creating an import and uploading its file. */
function createAndUploadRoutes(app: FastifyInstance, db: Kysely<DB>) {
  /** Creates an import: its file's name, lead source, campaign, agent and duplicate action. */
  defineRoute(app, {
    method: 'POST',
    url: '/api/leadImportFile',
    permission: PERMISSION,
    body: LeadImportCreateBodyStruct,
    handler: async ({ principal, body, reply }): Promise<LeadImportAnswer> => {
      const leadVendorId = body.lead_vendor_id ?? null;
      const campaignId = body.campaign_id ?? null;
      const exists = await originationExists(db, principal, { leadVendorId, campaignId });
      if (!exists.vendor)
        throw new HttpError(400, LEAD_IMPORT_MESSAGES.unknownLeadSource, {
          lead_vendor_id: [{ MESSAGE: LEAD_IMPORT_MESSAGES.unknownLeadSource }],
        });
      if (!exists.campaign)
        throw new HttpError(400, LEAD_IMPORT_MESSAGES.unknownCampaign, {
          campaign_id: [{ MESSAGE: LEAD_IMPORT_MESSAGES.unknownCampaign }],
        });
      const agentId = await importAgent(db, principal, body.user_id);
      const id = await db.transaction().execute(async (trx) => {
        const { lead_import_id } = await tenant(trx, principal)
          .insertInto('lead_import', {
            file_name: body.file_name.trim() || 'leads',
            lead_vendor_id: leadVendorId,
            campaign_id: campaignId,
            agent_user_id: agentId,
            created_by: principal.user_id,
            ...(body.duplicate_action ? { duplicate_action: body.duplicate_action } : {}),
          })
          .returning('lead_import_id')
          .executeTakeFirstOrThrow();
        await writeAdminAudit(trx, principal, {
          entity: 'lead_import',
          entity_id: lead_import_id,
          action: 'create',
          after: {
            file_name: body.file_name,
            lead_vendor_id: leadVendorId,
            campaign_id: campaignId,
            agent_user_id: agentId,
          },
        });
        return lead_import_id;
      });
      reply.code(201);
      return importAnswer(db, principal, id);
    },
  });

  /** The import's file (CSV or XLSX, at most 50,000 rows and 20 MB): kept, mapped and validated. */
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leadImportFile/:id/fileUpload',
    ids: ['id'],
    permission: PERMISSION,
    handler: async ({ principal, ids: { id }, request }): Promise<LeadImportAnswer> => {
      const current = await findImport(db, principal, id);
      if (!current) throw notFound();
      if (!['created', 'uploaded'].includes(current.status))
        throw new HttpError(409, LEAD_IMPORT_MESSAGES.alreadyStarted);
      if (!request.isMultipart()) throw new HttpError(415, LEAD_IMPORT_MESSAGES.noFile);
      const part = await request.file();
      if (!part) throw new HttpError(400, LEAD_IMPORT_MESSAGES.noFile);
      const type = importFileType(part.filename, part.mimetype);
      if (!type) {
        part.file.resume();
        throw new HttpError(415, LEAD_IMPORT_MESSAGES.unsupportedType);
      }
      let cut = false;
      part.file.on('limit', () => {
        cut = true;
        part.file.destroy(new HttpError(413, LEAD_IMPORT_MESSAGES.tooLarge));
      });
      let file;
      try {
        file = type === 'csv' ? await readCsv(part.file) : await readXlsx(part.file);
      } catch (error) {
        if (cut || part.file.truncated) throw new HttpError(413, LEAD_IMPORT_MESSAGES.tooLarge);
        throw error;
      }
      if (cut || part.file.truncated) throw new HttpError(413, LEAD_IMPORT_MESSAGES.tooLarge);
      if (file.rows.length === 0) throw new HttpError(400, LEAD_IMPORT_MESSAGES.noRows);
      await db.transaction().execute(async (trx) => {
        const locked = await findImport(trx, principal, id, { lock: true });
        if (!locked || !['created', 'uploaded'].includes(locked.status))
          throw new HttpError(409, LEAD_IMPORT_MESSAGES.alreadyStarted);
        await storeFile(trx, principal, locked, file, type);
        await validateImport(trx, principal, id, new Date());
      });
      return importAnswer(db, principal, id);
    },
  });
}

/** Changing the mapping, starting and cancelling: each in one transaction, the rows validated again. */
function mappingAndRunRoutes(app: FastifyInstance, db: Kysely<DB>) {
  /** Adjusts the mapping (and the duplicate action); remembered for the lead source; the rows are validated again. */
  defineRoute(app, {
    method: 'POST',
    url: '/api/leadImportFile/:id/mapping',
    ids: ['id'],
    permission: PERMISSION,
    body: LeadImportMappingBodyStruct,
    handler: ({ principal, ids: { id }, body }) =>
      revalidate(db, principal, id, async (trx, current) => {
        const mapping: LeadImportMapping = {};
        for (const [field, header] of Object.entries(body.mapping)) {
          if (!isLeadImportField(field) || header === undefined) continue;
          if (!current.headers.includes(header))
            throw new HttpError(400, LEAD_IMPORT_MESSAGES.unknownColumn(header), {
              [`mapping.${field}`]: [{ MESSAGE: LEAD_IMPORT_MESSAGES.unknownColumn(header) }],
            });
          mapping[field] = header;
        }
        await tenant(trx, principal)
          .updateTable('lead_import')
          .set({
            mapping: JSON.stringify(mapping),
            ...(body.duplicate_action ? { duplicate_action: body.duplicate_action } : {}),
          })
          .where('lead_import_id', '=', id)
          .execute();
        await rememberMapping(trx, principal, current.lead_vendor_id, mapping);
      }),
  });

  /** Starts the run: the rows are validated once more, then a job imports them. */
  defineRoute(app, {
    method: 'POST',
    url: '/api/leadImportFile/:id/start',
    ids: ['id'],
    permission: PERMISSION,
    body: LeadImportStartBodyStruct,
    handler: ({ principal, ids: { id }, body }) =>
      revalidate(
        db,
        principal,
        id,
        async (trx, current) => {
          if (!current.mapping.fname || !current.mapping.lname)
            throw new HttpError(400, LEAD_IMPORT_MESSAGES.namesNotMapped);
          if (body?.duplicate_action)
            await tenant(trx, principal)
              .updateTable('lead_import')
              .set({ duplicate_action: body.duplicate_action })
              .where('lead_import_id', '=', id)
              .execute();
        },
        async (trx) => {
          const t = tenant(trx, principal);
          const ready = await t
            .selectFrom('lead_import')
            .select(['valid_rows', 'duplicate_rows', 'duplicate_action'])
            .where('lead_import_id', '=', id)
            .executeTakeFirstOrThrow();
          // Nothing to write: refused, and the transaction (the revalidation too) leaves no trace.
          if (ready.valid_rows + (ready.duplicate_action === 'skip' ? 0 : ready.duplicate_rows) === 0)
            throw new HttpError(400, LEAD_IMPORT_MESSAGES.nothingReady);
          const payload: LeadImportJobPayload = { account_id: principal.account_id, lead_import_id: id };
          const jobId = await enqueueJob(trx, {
            queue: LEAD_IMPORT_QUEUE,
            accountId: principal.account_id,
            payload,
            dedupeKey: `lead-import:${principal.account_id}:${id}`,
            maxAttempts: 5,
          });
          await t
            .updateTable('lead_import')
            .set({ status: 'queued', job_id: String(jobId), started_at: new Date() })
            .where('lead_import_id', '=', id)
            .execute();
          const counts = await t
            .selectFrom('lead_import')
            .select(['total_rows', 'valid_rows', 'invalid_rows', 'duplicate_rows', 'duplicate_action'])
            .where('lead_import_id', '=', id)
            .executeTakeFirstOrThrow();
          await writeAdminAudit(trx, principal, {
            entity: 'lead_import',
            entity_id: id,
            action: 'start',
            after: counts,
          });
        },
      ),
  });

  /** Cancels a queued or running import: the run stops before its next batch (the batches done stay). */
  defineRoute(app, {
    method: 'POST',
    url: '/api/leadImportFile/:id/cancel',
    ids: ['id'],
    permission: PERMISSION,
    handler: async ({ principal, ids: { id } }): Promise<LeadImportAnswer> => {
      await db.transaction().execute(async (trx) => {
        // Waits for a batch in progress (it holds the import's lock), so the cancel falls between batches.
        const current = await findImport(trx, principal, id, { lock: true });
        if (!current) throw notFound();
        if (!['queued', 'running'].includes(current.status)) throw new HttpError(409, LEAD_IMPORT_MESSAGES.notRunning);
        await tenant(trx, principal)
          .updateTable('lead_import')
          .set({ status: 'cancelled', finished_at: new Date() })
          .where('lead_import_id', '=', id)
          .execute();
        if (current.job_id) await cancelJob(trx, principal.account_id, Number(current.job_id));
        await writeAdminAudit(trx, principal, {
          entity: 'lead_import',
          entity_id: id,
          action: 'cancel',
          after: { rows_done: current.rows_done, imported: current.imported },
        });
      });
      return importAnswer(db, principal, id);
    },
  });
}
