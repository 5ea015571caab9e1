// The lead import's reads: the template (spec 02 §7.7 "Imports": GET leadImportFile/template) and
// issue 17's preview of the validated rows, an import's progress, its error report and the list. Each
// needs `lead_import`; an import of another account, or (without lead_view_assigned) of another user,
// answers 404.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LeadImportPageQueryStruct, type LeadImportPreviewAnswer, type LeadImportSearchAnswer } from '@meridian/api';
import { leadImportTemplate } from '@meridian/domain';
import type { DB } from '../../schema';
import { toCsv } from '../../export/csv';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { pageOffset } from '../../http/paging';
import { findImport, importAnswer, previewRows, refusedRows, searchImports } from './repository';

const PERMISSION = 'lead_import' as const;
const DEFAULT_PAGE_SIZE = 50;

/** The reads of the lead import (registered by `leadImportRoutes`). */
export function leadImportReadRoutes(app: FastifyInstance, db: Kysely<DB>) {
  /** The template: the importable columns and one example row. */
  defineRoute(app, {
    method: 'GET',
    url: '/api/leadImportFile/template',
    permission: PERMISSION,
    handler: ({ reply }) => {
      const { headers, example } = leadImportTemplate();
      const columns = headers.map((header, i) => ({ key: String(i), header }));
      const csv = toCsv(columns, [Object.fromEntries(example.map((value, i) => [String(i), value]))]);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="lead-import-template.csv"')
        .send(csv);
    },
  });

  /** A page of the validated rows, with the totals. */
  defineRoute(app, {
    method: 'GET',
    url: '/api/leadImportFile/:id/preview',
    ids: ['id'],
    permission: PERMISSION,
    query: LeadImportPageQueryStruct,
    handler: async ({ principal, ids: { id }, query }): Promise<LeadImportPreviewAnswer> => {
      const current = await findImport(db, principal, id);
      if (!current) throw notFound();
      const page = query.page ?? 1;
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const { total, rows } = await previewRows(db, principal, current, {
        limit: size,
        offset: pageOffset(page, size),
        ...(query.status ? { status: query.status } : {}),
      });
      return {
        success: true,
        totals: {
          total: current.total_rows,
          valid: current.valid_rows,
          invalid: current.invalid_rows,
          duplicates: current.duplicate_rows,
        },
        total_records: total,
        page_number: page,
        records_per_page: size,
        result: rows,
      };
    },
  });

  /** The import: status, rows done of total, and its counts so far. */
  defineRoute(app, {
    method: 'GET',
    url: '/api/leadImportFile/:id',
    ids: ['id'],
    permission: PERMISSION,
    handler: ({ principal, ids: { id } }) => importAnswer(db, principal, id),
  });

  /** The refused rows as CSV: the row number, the file's columns, and the messages. */
  defineRoute(app, {
    method: 'GET',
    url: '/api/leadImportFile/:id/errorReport',
    ids: ['id'],
    permission: PERMISSION,
    handler: async ({ principal, ids: { id }, reply }) => {
      const current = await findImport(db, principal, id);
      if (!current) throw notFound();
      const rows = await refusedRows(db, principal, id);
      const columns: Array<{ key: string; header: string }> = [
        { key: 'row', header: 'Row' },
        ...current.headers.map((header, i) => ({ key: `c${i}`, header })),
        { key: 'errors', header: 'Errors' },
      ];
      const csv = toCsv<Record<string, unknown>>(
        columns,
        rows.map((r) => ({
          row: r.row_num,
          ...Object.fromEntries(current.headers.map((_, i) => [`c${i}`, r.cells[i] ?? ''])),
          errors: r.errors.map((e) => e.message).join(' '),
        })),
      );
      const base = current.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'leads';
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${base}-errors.csv"`)
        .send(csv);
    },
  });

  /** The imports, newest first: file, who, when, counts, lead source and campaign. */
  defineRoute(app, {
    method: 'GET',
    url: '/api/leadImportFile/search',
    permission: PERMISSION,
    query: LeadImportPageQueryStruct,
    handler: async ({ principal, query }): Promise<LeadImportSearchAnswer> => {
      const page = query.page ?? 1;
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const { total, rows } = await searchImports(db, principal, { limit: size, offset: pageOffset(page, size) });
      return { success: true, total_records: total, page_number: page, records_per_page: size, result: rows };
    },
  });
}
