import { sql, type Kysely, type Transaction } from 'kysely';
import type { QuickLink, SearchBody } from '@meridian/api';
import { canCreateAccountQuickLink, QUICK_LINK_HIERARCHY_TYPES } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { HttpError, notFound } from '../../http/errors';
import { applySearch, pickFields, type SearchEntity } from '../../search/generic';
import { QUICK_LINK_REFUSALS, toQuickLink } from './quick-link';

export const SYSTEM_HIERARCHY_ID = QUICK_LINK_HIERARCHY_TYPES.system;

/** Whether the caller's role may manage account-wide links (a role named with 'Admin'). */
export const isAccountAdmin = (principal: Principal) => canCreateAccountQuickLink(principal.role_name);

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
  const own = tenant(db, principal)
    .selectFrom('quicklink as q')
    .select([
      'q.quicklink_id',
      'q.quicklink_title',
      'q.quicklink_url',
      'q.quicklink_hierarchy_type_id',
      'q.user_id as owner_user_id',
      'q.sort_order',
    ])
    .where((eb) => eb.or([eb('q.user_id', 'is', null), eb('q.user_id', '=', principal.user_id)]));
  let query = db
    .selectFrom(system.unionAll(own).as('k'))
    .leftJoin('user_quicklink_display as ud', (j) =>
      j
        .on('ud.account_id', '=', principal.account_id)
        .on('ud.user_id', '=', principal.user_id)
        .onRef('ud.quicklink_id', '=', 'k.quicklink_id'),
    )
    .leftJoin('account_quicklink_display as ad', (j) =>
      j.on('ad.account_id', '=', principal.account_id).onRef('ad.quicklink_id', '=', 'k.quicklink_id'),
    );
  // A link the account hid is gone for its agents; account admins still list it, to reveal it.
  if (!isAccountAdmin(principal))
    query = query.where((eb) => eb.or([eb('ad.display', 'is', null), eb('ad.display', '=', '1')]));
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

const quickLinkSearch: SearchEntity = {
  name: 'quicklink',
  fields: {
    quicklink_id: { column: 'k.quicklink_id', kind: 'integer' },
    quicklink_title: { column: 'k.quicklink_title', kind: 'text', match: 'contains' },
    quicklink_url: { column: 'k.quicklink_url', kind: 'text', match: 'contains' },
    quicklink_hierarchy_type_id: { column: 'k.quicklink_hierarchy_type_id', kind: 'integer' },
    quicklink_hierarchy_type_name: {
      column: 'k.quicklink_hierarchy_type_id',
      kind: 'integer',
      filterable: false,
      sortable: false,
    },
    sort_order: { column: 'k.sort_order', kind: 'integer' },
    display: { column: 'k.display', kind: 'flag' },
    account_display: { column: 'k.account_display', kind: 'flag' },
  },
  defaultOrder: { field: 'quicklink_hierarchy_type_id', direction: 'asc' },
  defaultPageSize: 500,
  maxPageSize: 500,
};

/** One page of the links the caller sees, with the total. */
export async function searchLinks(db: Kysely<DB>, principal: Principal, body: SearchBody) {
  const { query, count, plan } = applySearch(
    db.selectFrom(visibleLinks(db, principal).as('k')).selectAll('k'),
    quickLinkSearch,
    body,
  );
  const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  return {
    total: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
    plan,
    result: pickFields(rows.map(toQuickLink), plan.fields) as QuickLink[],
  };
}

/** A link the caller sees, by id. */
export async function loadVisibleLink(db: Kysely<DB>, principal: Principal, id: number): Promise<QuickLink> {
  const row = await db
    .selectFrom(visibleLinks(db, principal).as('v'))
    .selectAll()
    .where('v.quicklink_id', '=', id)
    .executeTakeFirstOrThrow();
  return toQuickLink(row);
}

/** Which of these link ids the caller sees. */
export async function visibleLinkIds(db: Kysely<DB> | Transaction<DB>, principal: Principal, ids: number[]) {
  const rows = await db
    .selectFrom(visibleLinks(db, principal).as('v'))
    .select('v.quicklink_id')
    .where('v.quicklink_id', 'in', ids)
    .execute();
  return rows.map((r) => r.quicklink_id);
}

/** A link of the caller's account by id (system links included), or 404. */
export async function findLink(db: Kysely<DB> | Transaction<DB>, principal: Principal, id: number) {
  const system = await db
    .selectFrom('system_quicklink')
    .select('quicklink_id')
    .where('quicklink_id', '=', id)
    .executeTakeFirst();
  if (system) return { kind: 'system' as const };
  const link = await tenant(db, principal)
    .selectFrom('quicklink')
    .selectAll()
    .where('quicklink_id', '=', id)
    .executeTakeFirst();
  // Someone else's user link is as missing as another account's link.
  if (
    !link ||
    (link.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.user && link.user_id !== principal.user_id)
  )
    throw notFound();
  return { kind: 'tenant' as const, link };
}

/** The link to change: never a system link; an account link only for an account admin. */
export async function changeableLink(db: Kysely<DB> | Transaction<DB>, principal: Principal, id: number) {
  const found = await findLink(db, principal, id);
  if (found.kind === 'system') throw new HttpError(403, QUICK_LINK_REFUSALS.systemLink);
  if (found.link.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.account && !isAccountAdmin(principal)) {
    throw new HttpError(403, QUICK_LINK_REFUSALS.accountLink);
  }
  return found.link;
}

/** Adds an account link (hierarchy 2) or the caller's own (3) at the end of the account's order. */
export async function createLink(
  db: Kysely<DB>,
  principal: Principal,
  { hierarchy, title, url }: { hierarchy: 2 | 3; title: string; url: string },
): Promise<number> {
  const { quicklink_id } = await tenant(db, principal)
    .insertInto('quicklink', {
      quicklink_hierarchy_type_id: hierarchy,
      user_id: hierarchy === QUICK_LINK_HIERARCHY_TYPES.user ? principal.user_id : null,
      quicklink_title: title,
      quicklink_url: url,
      created_by_user_id: principal.user_id,
      sort_order: sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM quicklink WHERE account_id = ${principal.account_id})`,
    })
    .returning('quicklink_id')
    .executeTakeFirstOrThrow();
  return quicklink_id;
}

export async function updateLink(
  db: Kysely<DB>,
  owner: TenantOwner,
  id: number,
  { title, url }: { title: string; url: string },
): Promise<void> {
  await tenant(db, owner)
    .updateTable('quicklink')
    .set({ quicklink_title: title, quicklink_url: url })
    .where('quicklink_id', '=', id)
    .execute();
}

/** Deletes a link the caller may change, with every user's and the account's display choice for it. */
export function deleteLink(db: Kysely<DB>, principal: Principal, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await changeableLink(trx, principal, id);
    const t = tenant(trx, principal);
    await t.deleteFrom('user_quicklink_display').where('quicklink_id', '=', id).execute();
    await t.deleteFrom('account_quicklink_display').where('quicklink_id', '=', id).execute();
    await t.deleteFrom('quicklink').where('quicklink_id', '=', id).execute();
  });
}

/** Shows ('1') or hides ('0') a link for every user of the account. */
export async function setAccountDisplay(
  db: Kysely<DB>,
  owner: TenantOwner,
  id: number,
  display: '0' | '1',
): Promise<void> {
  await tenant(db, owner)
    .insertInto('account_quicklink_display', { quicklink_id: id, display })
    .onConflict((oc) => oc.columns(['account_id', 'quicklink_id']).doUpdateSet({ display }))
    .execute();
}

/** Saves the caller's display choices, the whole batch or nothing: one link the caller does not see refuses it (404). */
export function saveUserDisplay(db: Kysely<DB>, principal: Principal, wanted: Map<number, '0' | '1'>): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const visible = await visibleLinkIds(trx, principal, [...wanted.keys()]);
    if (visible.length !== wanted.size) throw notFound();
    await tenant(trx, principal)
      .insertInto(
        'user_quicklink_display',
        [...wanted].map(([quicklink_id, display]) => ({ user_id: principal.user_id, quicklink_id, display })),
      )
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'user_id', 'quicklink_id'])
          .doUpdateSet((eb) => ({ display: eb.ref('excluded.display') })),
      )
      .execute();
  });
}

/** The Target Leads single sign-on address of the caller's account (null when none). */
export async function targetLeadsSsoUrl(db: Kysely<DB>, owner: TenantOwner): Promise<string | null> {
  const account = await tenant(db, owner).selectFrom('account').select('target_leads_sso_url').executeTakeFirst();
  return account?.target_leads_sso_url ?? null;
}
