import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/schema';
import { tenant } from '../src/db/tenant';
import { TenantGuardPlugin, withoutTenantGuard } from '../src/db/tenant-guard';

// Queries are compiled, not run: compiling applies the plugin, so no database is needed.
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}).withPlugin(new TenantGuardPlugin(['lead', 'app_user', 'role', 'role_permission', 'user_notice', 'notice']));
const principal = { account_id: 1, user_id: 2 };

describe('given the tenant guard', () => {
  it('when a select, update or delete on a tenant table has no account_id predicate then it throws', () => {
    expect(() => db.selectFrom('lead').select('lead_id').where('lead_id', '=', 1).compile()).toThrow(
      /SELECT on tenant table lead has no account_id predicate/,
    );
    expect(() => db.updateTable('app_user').set({ fname: 'x' }).where('user_id', '=', 2).compile()).toThrow(
      /UPDATE on tenant table app_user/,
    );
    expect(() => db.deleteFrom('role').where('role_id', '=', 3).compile()).toThrow(/DELETE on tenant table role/);
  });

  it('when a joined tenant table is not scoped by its ON or the WHERE then it throws', () => {
    expect(() =>
      db
        .selectFrom('lead as l')
        .innerJoin('app_user as u', 'u.user_id', 'l.user_id')
        .select('l.lead_id')
        .where('l.account_id', '=', 1)
        .compile(),
    ).toThrow(/tenant table app_user/);
  });

  it('when a nested query is unscoped then it throws, even if the outer one is scoped', () => {
    expect(() =>
      db
        .selectFrom('role as r')
        .select((eb) => [eb.selectFrom('role_permission as rp').select('rp.permission_name').limit(1).as('p')])
        .where('r.account_id', '=', 1)
        .compile(),
    ).toThrow(/tenant table role_permission/);
  });

  it('when an insert into a tenant table carries no account_id then it throws', () => {
    expect(() =>
      db
        .insertInto('user_notice')
        .values({ user_id: 2, notice_id: 3 } as never)
        .compile(),
    ).toThrow(/INSERT into tenant table user_notice carries no account_id/);
  });

  it('when queries go through tenant() or name account_id then they pass', () => {
    const t = tenant(db, principal);
    expect(t.selectFrom('lead as l').select('l.lead_id').compile().sql).toContain('"l"."account_id" = $1');
    expect(() => t.updateTable('app_user').set({ fname: 'x' }).where('user_id', '=', 2).compile()).not.toThrow();
    expect(() => t.deleteFrom('role_permission').where('role_id', '=', 3).compile()).not.toThrow();
    expect(() => t.insertInto('user_notice', { user_id: 2, notice_id: 3 }).compile()).not.toThrow();
    expect(() =>
      t
        .selectFrom('notice as n')
        .leftJoin('user_notice as un', (j) => j.onRef('un.account_id', '=', 'n.account_id'))
        .select('n.notice_id')
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM user_notice x WHERE x.account_id = n.account_id)`)
        .compile(),
    ).not.toThrow();
  });

  it('when a query is run inside withoutTenantGuard then it passes, and only there', async () => {
    const unscoped = db.selectFrom('lead').select('lead_id');
    await withoutTenantGuard('test: the named escape', async () => {
      expect(() => unscoped.compile()).not.toThrow();
    });
    expect(() => unscoped.compile()).toThrow(/tenant table lead/);
  });
});
