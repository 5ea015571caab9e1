// What the SOA route files share: their dependencies, the search body's criteria and page, the paged
// search route, and one send in its own transaction. Not a route file: it declares no route itself.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SearchBodyStruct, type Permission, type SearchBody } from '@meridian/api';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { pageOffset } from '../../http/paging';
import { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './invites/send';

export interface SoaRouteDeps {
  db: Kysely<DB>;
  config: ServerConfig;
}

/** What sending an SOA, and reading what was sent, needs. */
export const SEND = 'soa_send' as const;

/** A simple criterion's first value as a positive whole number (undefined when absent or not one). */
export function criterionId(body: SearchBody, name: string): number | undefined {
  const value = Number(body.criteria[name]?.value[0]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export const criterionText = (body: SearchBody, name: string) => String(body.criteria[name]?.value[0] ?? '').trim();

export interface Page {
  number: number;
  size: number;
}

/** A page of rows as the search calls answer it. */
export function pageAnswer<Row>({ total, rows }: { total: number; rows: Row[] }, page: Page) {
  return {
    success: true as const,
    total_records: total,
    page_number: page.number,
    records_per_page: page.size,
    result: rows,
  };
}

/**
 * A `POST …/search` call: the search body (its page 1 of 50 rows unless it says otherwise), the
 * permission, and the repository's search; answered as one page of rows.
 */
export function defineSearchRoute<Row>(
  app: FastifyInstance,
  route: {
    url: string;
    permission: Permission;
    search: (principal: Principal, body: SearchBody, page: Page) => Promise<{ total: number; rows: Row[] }>;
  },
) {
  defineRoute(app, {
    method: 'POST',
    url: route.url,
    permission: route.permission,
    body: SearchBodyStruct,
    handler: async ({ principal, body }) => {
      const page = { number: body.page_number ?? 1, size: body.records_per_page ?? 50 };
      pageOffset(page.number, page.size); // an absurd page_number answers 400 naming it
      return pageAnswer(await route.search(principal, body, page), page);
    },
  });
}

/** One send in its own transaction; a lead the caller cannot reach answers 404, and a refusal writes nothing. */
export async function sendOne({ db, config }: SoaRouteDeps, principal: Principal, input: SoaInviteInput) {
  const result: SoaInviteResult = await db
    .transaction()
    .execute((trx) => sendSoaInvite(trx, principal, input, { publicUrl: config.publicUrl }));
  if (!result.ok && result.reason === 'not_found') throw notFound();
  return result as Exclude<SoaInviteResult, { reason: 'not_found' }>;
}
