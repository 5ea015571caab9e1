import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { validateLeadInstructionText } from '@meridian/domain';
import {
  LeadInstructionSaveStruct,
  LeadInstructionUpdateStruct,
  SearchBodyStruct,
  type LeadInstructionAnswer,
  type LeadInstructionSearchAnswer,
} from '@meridian/api';
import { hasPermission } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import {
  findLeadInstruction,
  insertLeadInstruction,
  searchLeadInstructions,
  updateLeadInstruction,
} from './repository';

/** Refuses a text the domain refuses (400 with its message, naming the field). */
function checkText(text: string | undefined) {
  if (text === undefined) return;
  const message = validateLeadInstructionText(text);
  if (message) throw new HttpError(400, message, { field: 'lead_instruction_text' });
}

/**
 * Lead instructions (spec 02 §2.1, §7.7): the account's plain-text instructions agents see read-only
 * with every lead. Anyone signed in searches them (agents see the active ones); adding and changing
 * them needs `lead_instructions_manage`, and each change writes an admin audit row.
 */
export async function leadInstructionRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/LeadInstructions/search',
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<LeadInstructionSearchAnswer> => {
      const activeOnly = !hasPermission(principal, 'lead_instructions_manage');
      const { rows, total, plan } = await searchLeadInstructions(db, principal, body, { activeOnly });
      return {
        success: true,
        total_records: total,
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: rows,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/leadInstructions',
    permission: 'lead_instructions_manage',
    body: LeadInstructionSaveStruct,
    handler: async ({ principal, body, reply }): Promise<LeadInstructionAnswer> => {
      if (body.account_id !== undefined && body.account_id !== principal.account_id) throw notFound();
      checkText(body.lead_instruction_text);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await insertLeadInstruction(trx, principal, body);
        await writeAdminAudit(trx, principal, {
          entity: 'lead_instructions',
          entity_id: row.lead_instruction_id,
          action: 'created',
          after: row,
        });
        return row;
      });
      reply.code(201);
      return { success: true, result: saved };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/leadInstructions/:id',
    ids: ['id'],
    permission: 'lead_instructions_manage',
    body: LeadInstructionUpdateStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<LeadInstructionAnswer> => {
      if (body.account_id !== undefined && body.account_id !== principal.account_id) throw notFound();
      checkText(body.lead_instruction_text);
      const saved = await db.transaction().execute(async (trx) => {
        const before = await findLeadInstruction(trx, principal, id);
        if (!before) throw notFound();
        const after = await updateLeadInstruction(trx, principal, id, body);
        if (!after) throw notFound();
        await writeAdminAudit(trx, principal, {
          entity: 'lead_instructions',
          entity_id: id,
          action: 'updated',
          before,
          after,
        });
        return after;
      });
      return { success: true, result: saved };
    },
  });
}
