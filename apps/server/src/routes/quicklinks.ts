import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  QuickLinkDisplaySaveStruct,
  QuickLinkPayloadStruct,
  SearchBodyStruct,
  type QuickLink,
  type QuickLinkActionAnswer,
  type QuickLinkSaveAnswer,
  type QuickLinkSearchAnswer,
  type TargetLeadsSso,
} from '@meridian/api';
import { canCreateAccountQuickLink, QUICK_LINK_HIERARCHY_TYPES, QUICK_LINK_MESSAGES, validateQuickLink } from '@meridian/domain';
import { principalOf, type Principal } from '../auth/principal';
import { handOffKey, signHandOff } from '../auth/hand-off';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { HttpError, notFound, parseWith } from '../http/errors';
import { checkQuickLinkUrl } from '../rules/quick-link-url';
import { applySearch, pickFields, type SearchEntity } from '../search/generic';
import { pathId } from './users';

export const SYSTEM_HIERARCHY_ID = 1;
const HIERARCHY_NAMES = { 1: 'System', 2: 'Account', 3: 'User' } as const;

/** Messages of refusals the spec describes without wording them. */
export const QUICK_LINK_REFUSALS = {
  systemLink: 'System quick links cannot be changed or deleted.',
  accountLink: 'Only an account administrator can change quick links for all agents in the account.',
  hierarchyChange: 'The hierarchy type of a quick link cannot change.',
} as const;

/** Seconds a Target Leads hand-off stays valid. */
const TARGET_LEADS_TOKEN_TTL = 120;

/** Registers a route under the spec's path (with its trailing slash) and without it. */
function both(app: FastifyInstance, method: 'GET' | 'POST', path: string, handler: RouteHandlerMethod) {
  for (const url of new Set([path, path.replace(/\/$/, '')])) app.route({ method, url, handler });
}

/** Whether the caller's role may manage account-wide links (a role named with 'Admin'). */
const isAccountAdmin = (principal: Principal) => canCreateAccountQuickLink(principal.role_name);

/** Every link the caller may see: active system links, the account's links and their own. */
export function visibleLinks(db: Kysely<DB> | Transaction<DB>, principal: Principal) {
  const system = db
    .selectFrom('system_quicklink as s')
    .select([
      's.quicklink_id',
      's.quicklink_title',
      's.quicklink_url',
      sql<number>`${SYSTEM_HIERARCHY_ID}::smallint`.as('quicklink_hierarchy_type_id'),
      sql<number | null>`NULL::integer`.as('owner_user_id'),
      's.sort_order',
    ])
    .where('s.active', '=', '1');
  const tenant = db
    .selectFrom('quicklink as q')
    .select(['q.quicklink_id', 'q.quicklink_title', 'q.quicklink_url', 'q.quicklink_hierarchy_type_id', 'q.user_id as owner_user_id', 'q.sort_order'])
    .where('q.account_id', '=', principal.account_id)
    .where((eb) => eb.or([eb('q.user_id', 'is', null), eb('q.user_id', '=', principal.user_id)]));
  let query = db
    .selectFrom(system.unionAll(tenant).as('k'))
    .leftJoin('user_quicklink_display as ud', (j) =>
      j.on('ud.account_id', '=', principal.account_id).on('ud.user_id', '=', principal.user_id).onRef('ud.quicklink_id', '=', 'k.quicklink_id'),
    )
    .leftJoin('account_quicklink_display as ad', (j) => j.on('ad.account_id', '=', principal.account_id).onRef('ad.quicklink_id', '=', 'k.quicklink_id'));
  // A link the account hid is gone for its agents; account admins still list it, to reveal it.
  if (!isAccountAdmin(principal)) query = query.where((eb) => eb.or([eb('ad.display', 'is', null), eb('ad.display', '=', '1')]));
  return query.select([
    'k.quicklink_id',
    'k.quicklink_title',
    'k.quicklink_url',
    'k.quicklink_hierarchy_type_id',
    'k.owner_user_id',
    'k.sort_order',
    sql<'0' | '1'>`coalesce(ud.display, '1')`.as('display'),
    sql<'0' | '1'>`coalesce(ad.display, '1')`.as('account_display'),
  ]);
}

type VisibleLinkRow = {
  quicklink_id: number;
  quicklink_title: string;
  quicklink_url: string;
  quicklink_hierarchy_type_id: number;
  display: '0' | '1';
  account_display: '0' | '1';
};

function toQuickLink(row: VisibleLinkRow): QuickLink {
  const id = Number(row.quicklink_hierarchy_type_id) as 1 | 2 | 3;
  return {
    quicklink_id: row.quicklink_id,
    quicklink_title: row.quicklink_title,
    quicklink_url: row.quicklink_url,
    quicklink_hierarchy_type_name: HIERARCHY_NAMES[id],
    quicklink_hierarchy_type_id: id,
    display: row.display,
    account_display: row.account_display,
  };
}

const quickLinkSearch: SearchEntity = {
  name: 'quicklink',
  fields: {
    quicklink_id: { column: 'k.quicklink_id', kind: 'integer' },
    quicklink_title: { column: 'k.quicklink_title', kind: 'text', match: 'contains' },
    quicklink_url: { column: 'k.quicklink_url', kind: 'text', match: 'contains' },
    quicklink_hierarchy_type_id: { column: 'k.quicklink_hierarchy_type_id', kind: 'integer' },
    quicklink_hierarchy_type_name: { column: 'k.quicklink_hierarchy_type_id', kind: 'integer', filterable: false, sortable: false },
    sort_order: { column: 'k.sort_order', kind: 'integer' },
    display: { column: 'k.display', kind: 'flag' },
    account_display: { column: 'k.account_display', kind: 'flag' },
  },
  defaultOrder: { field: 'quicklink_hierarchy_type_id', direction: 'asc' },
  defaultPageSize: 500,
  maxPageSize: 500,
};

/** Title and URL with the spec's messages, then the URL's scheme; answers the values to store. */
function checkPayload(body: { quicklink_title?: string | null; quicklink_url?: string | null }): { title: string; url: string } {
  const errors = validateQuickLink(body);
  const first = errors.quicklink_title ?? errors.quicklink_url;
  if (first) throw new HttpError(400, first, { field: errors.quicklink_title ? 'quicklink_title' : 'quicklink_url', errors });
  const url = checkQuickLinkUrl(body.quicklink_url ?? '');
  if (!url.ok) throw new HttpError(400, url.message, { field: 'quicklink_url', errors: { quicklink_url: url.message } });
  return { title: (body.quicklink_title ?? '').trim(), url: url.url };
}

/** A link of the caller's account by id (system links included), or 404. */
async function findLink(db: Kysely<DB> | Transaction<DB>, principal: Principal, id: number) {
  const system = await db.selectFrom('system_quicklink').select('quicklink_id').where('quicklink_id', '=', id).executeTakeFirst();
  if (system) return { kind: 'system' as const };
  const link = await db
    .selectFrom('quicklink')
    .selectAll()
    .where('account_id', '=', principal.account_id)
    .where('quicklink_id', '=', id)
    .executeTakeFirst();
  // Someone else's user link is as missing as another account's link.
  if (!link || (link.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.user && link.user_id !== principal.user_id)) throw notFound();
  return { kind: 'tenant' as const, link };
}

/** The link to change: never a system link; an account link only for an account admin. */
async function changeableLink(db: Kysely<DB> | Transaction<DB>, principal: Principal, id: number) {
  const found = await findLink(db, principal, id);
  if (found.kind === 'system') throw new HttpError(403, QUICK_LINK_REFUSALS.systemLink);
  if (found.link.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.account && !isAccountAdmin(principal)) {
    throw new HttpError(403, QUICK_LINK_REFUSALS.accountLink);
  }
  return found.link;
}

async function loadVisibleLink(db: Kysely<DB>, principal: Principal, id: number): Promise<QuickLink> {
  const row = await db
    .selectFrom(visibleLinks(db, principal).as('v'))
    .selectAll()
    .where('v.quicklink_id', '=', id)
    .executeTakeFirstOrThrow();
  return toQuickLink(row);
}

/** The signed Target Leads hand-off: who, for which account, until when. */
export function targetLeadsToken(key: Buffer, principal: Principal, nowMs = Date.now()): string {
  return signHandOff(key, { sub: principal.user_id, acc: principal.account_id, exp: Math.floor(nowMs / 1000) + TARGET_LEADS_TOKEN_TTL });
}

export async function quickLinkRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  // TARGET_LEADS_SSO_SECRET, else a key derived from the token key.
  const targetLeadsKey = await handOffKey(db, config.tokenSecret, { secret: config.targetLeadsSsoSecret, label: 'target-leads-sso' });
  /** The path's user must be the caller. */
  const ownUser = (request: FastifyRequest, principal: Principal) => {
    if (pathId(request) !== principal.user_id) throw notFound();
  };
  /** The path's account must be the caller's, and account-wide links need an account admin. */
  const ownAccountAdmin = (request: FastifyRequest, principal: Principal) => {
    if (pathId(request) !== principal.account_id) throw notFound();
    if (!isAccountAdmin(principal)) throw new HttpError(403, QUICK_LINK_REFUSALS.accountLink);
  };

  app.post('/api/user/:id/quickLink/search', async (request): Promise<QuickLinkSearchAnswer> => {
    const principal = principalOf(request);
    ownUser(request, principal);
    const body = parseWith(SearchBodyStruct, request.body);
    // criteria.user_id names whose links: only the caller's own are answerable.
    const { user_id: owner, ...criteria } = body.criteria;
    if (owner && owner.value.some((v) => String(v) !== String(principal.user_id))) throw notFound();
    const { query, count, plan } = applySearch(db.selectFrom(visibleLinks(db, principal).as('k')).selectAll('k'), quickLinkSearch, { ...body, criteria });
    const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
    return {
      success: true,
      total_records: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
      page_number: plan.page,
      records_per_page: plan.pageSize,
      result: pickFields(rows.map(toQuickLink), plan.fields) as QuickLink[],
    };
  });

  async function create(request: FastifyRequest, principal: Principal, hierarchy: 2 | 3): Promise<QuickLinkSaveAnswer> {
    const body = parseWith(QuickLinkPayloadStruct, request.body);
    const { title, url } = checkPayload(body);
    if (hierarchy === QUICK_LINK_HIERARCHY_TYPES.account && !isAccountAdmin(principal)) throw new HttpError(403, QUICK_LINK_REFUSALS.accountLink);
    const { quicklink_id } = await db
      .insertInto('quicklink')
      .values({
        account_id: principal.account_id,
        quicklink_hierarchy_type_id: hierarchy,
        user_id: hierarchy === QUICK_LINK_HIERARCHY_TYPES.user ? principal.user_id : null,
        quicklink_title: title,
        quicklink_url: url,
        created_by_user_id: principal.user_id,
        sort_order: sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM quicklink WHERE account_id = ${principal.account_id})`,
      })
      .returning('quicklink_id')
      .executeTakeFirstOrThrow();
    return { success: true, message: QUICK_LINK_MESSAGES.created, quicklink: await loadVisibleLink(db, principal, quicklink_id) };
  }

  both(app, 'POST', '/api/user/:id/quicklink/', async (request, reply) => {
    const principal = principalOf(request);
    ownUser(request, principal);
    const hierarchy = parseWith(QuickLinkPayloadStruct, request.body).quicklink_hierarchy_type_id ?? QUICK_LINK_HIERARCHY_TYPES.user;
    return reply.code(201).send(await create(request, principal, hierarchy));
  });

  both(app, 'POST', '/api/account/:id/quicklink/', async (request, reply) => {
    const principal = principalOf(request);
    ownAccountAdmin(request, principal);
    const hierarchy = parseWith(QuickLinkPayloadStruct, request.body).quicklink_hierarchy_type_id ?? QUICK_LINK_HIERARCHY_TYPES.account;
    if (hierarchy !== QUICK_LINK_HIERARCHY_TYPES.account) throw new HttpError(400, 'An account quick link has hierarchy type 2.', { field: 'quicklink_hierarchy_type_id' });
    return reply.code(201).send(await create(request, principal, hierarchy));
  });

  async function update(request: FastifyRequest, principal: Principal): Promise<QuickLinkSaveAnswer> {
    const id = pathId(request, 'linkId');
    const body = parseWith(QuickLinkPayloadStruct, request.body);
    const link = await changeableLink(db, principal, id);
    if (body.quicklink_hierarchy_type_id !== undefined && body.quicklink_hierarchy_type_id !== link.quicklink_hierarchy_type_id) {
      throw new HttpError(400, QUICK_LINK_REFUSALS.hierarchyChange, { field: 'quicklink_hierarchy_type_id' });
    }
    const { title, url } = checkPayload(body);
    await db
      .updateTable('quicklink')
      .set({ quicklink_title: title, quicklink_url: url })
      .where('account_id', '=', principal.account_id)
      .where('quicklink_id', '=', id)
      .execute();
    return { success: true, message: QUICK_LINK_MESSAGES.updated, quicklink: await loadVisibleLink(db, principal, id) };
  }

  both(app, 'POST', '/api/user/:id/quicklink/:linkId/', async (request) => {
    const principal = principalOf(request);
    ownUser(request, principal);
    return update(request, principal);
  });

  both(app, 'POST', '/api/account/:id/quicklink/:linkId/', async (request) => {
    const principal = principalOf(request);
    if (pathId(request) !== principal.account_id) throw notFound();
    return update(request, principal);
  });

  both(app, 'GET', '/api/user/:id/quicklink/:linkId/delete/', async (request): Promise<QuickLinkActionAnswer> => {
    const principal = principalOf(request);
    ownUser(request, principal);
    const id = pathId(request, 'linkId');
    await db.transaction().execute(async (trx) => {
      await changeableLink(trx, principal, id);
      await trx.deleteFrom('user_quicklink_display').where('account_id', '=', principal.account_id).where('quicklink_id', '=', id).execute();
      await trx.deleteFrom('account_quicklink_display').where('account_id', '=', principal.account_id).where('quicklink_id', '=', id).execute();
      await trx.deleteFrom('quicklink').where('account_id', '=', principal.account_id).where('quicklink_id', '=', id).execute();
    });
    return { success: true, message: QUICK_LINK_MESSAGES.deleted };
  });

  /** accountHide / accountReveal: an account admin hides a system or account link for every user of the account. */
  for (const [action, display] of [
    ['accountHide', '0'],
    ['accountReveal', '1'],
  ] as const) {
    both(app, 'GET', `/api/account/:id/quicklink/:linkId/${action}/`, async (request): Promise<QuickLinkActionAnswer> => {
      const principal = principalOf(request);
      ownAccountAdmin(request, principal);
      const id = pathId(request, 'linkId');
      const found = await findLink(db, principal, id);
      if (found.kind === 'tenant' && found.link.quicklink_hierarchy_type_id !== QUICK_LINK_HIERARCHY_TYPES.account) throw notFound();
      await db
        .insertInto('account_quicklink_display')
        .values({ account_id: principal.account_id, quicklink_id: id, display })
        .onConflict((oc) => oc.columns(['account_id', 'quicklink_id']).doUpdateSet({ display }))
        .execute();
      return { success: true, message: QUICK_LINK_MESSAGES.updated };
    });
  }

  both(app, 'POST', '/api/user/:id/quicklink/displaySave/', async (request): Promise<QuickLinkActionAnswer> => {
    const principal = principalOf(request);
    ownUser(request, principal);
    const { quicklink_id_active_list: list } = parseWith(QuickLinkDisplaySaveStruct, request.body);
    const wanted = new Map(list.map((item) => [item.quicklink_id, item.active]));
    await db.transaction().execute(async (trx) => {
      const visible = await trx
        .selectFrom(visibleLinks(trx, principal).as('v'))
        .select('v.quicklink_id')
        .where('v.quicklink_id', 'in', [...wanted.keys()])
        .execute();
      // The whole batch or nothing: one unknown id refuses it.
      if (visible.length !== wanted.size) throw notFound();
      await trx
        .insertInto('user_quicklink_display')
        .values([...wanted].map(([quicklink_id, display]) => ({ account_id: principal.account_id, user_id: principal.user_id, quicklink_id, display })))
        .onConflict((oc) => oc.columns(['account_id', 'user_id', 'quicklink_id']).doUpdateSet((eb) => ({ display: eb.ref('excluded.display') })))
        .execute();
    });
    return { success: true, message: QUICK_LINK_MESSAGES.updated };
  });

  app.get('/api/quicklink/targetLeadsSSO', async (request): Promise<TargetLeadsSso> => {
    const principal = principalOf(request);
    const account = await db.selectFrom('account').select('target_leads_sso_url').where('account_id', '=', principal.account_id).executeTakeFirst();
    if (!account?.target_leads_sso_url) return { success: true, url: null };
    const url = new URL(account.target_leads_sso_url);
    url.searchParams.set('token', targetLeadsToken(targetLeadsKey, principal));
    return { success: true, url: url.toString() };
  });
}
