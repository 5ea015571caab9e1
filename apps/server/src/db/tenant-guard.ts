import { AsyncLocalStorage } from 'node:async_hooks';
import {
  OperationNodeTransformer,
  type DatabaseIntrospector,
  type DeleteQueryNode,
  type InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely';

/** Why a query may touch tenant tables without naming an account (set by `withoutTenantGuard`). */
const exemption = new AsyncLocalStorage<string>();

/**
 * THE ESCAPE from the tenant guard, for the few queries that run before an account is known or
 * across accounts by design: sign-in and registration lookups by username, token families by id,
 * rate-limit buckets, the email outbox's dispatcher, migrations and seeds. Every use names its
 * reason; grep `withoutTenantGuard(` to review them all. Outside the tests (no guard installed) it
 * only runs `fn`.
 */
export function withoutTenantGuard<T>(reason: string, fn: () => Promise<T>): Promise<T> {
  return exemption.run(reason, fn);
}

export class TenantGuardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TenantGuardError';
  }
}

interface TableUse {
  table: string;
  /** The name its columns are qualified with: the alias, else the table. */
  name: string;
}

function tableOf(node: OperationNode | undefined): TableUse | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode') {
    const table = (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
    return { table, name: table };
  }
  if (node.kind === 'AliasNode') {
    const { node: inner, alias } = node as unknown as { node: OperationNode; alias: OperationNode };
    const use = tableOf(inner);
    if (use && alias.kind === 'IdentifierNode')
      return { table: use.table, name: (alias as unknown as { name: string }).name };
  }
  return undefined;
}

/**
 * The names whose `account_id` a predicate compares (`''` for an unqualified `account_id`). Nested
 * queries are not entered: each is checked on its own.
 */
function accountReferences(node: unknown, found: Set<string>): Set<string> {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) accountReferences(item, found);
    return found;
  }
  const kind = (node as { kind?: string }).kind;
  if (kind === 'SelectQueryNode') return found;
  if (kind === 'ReferenceNode') {
    const { column, table } = node as { column: OperationNode; table?: OperationNode };
    const name = (column as unknown as { column?: { name?: string } }).column?.name;
    if (name === 'account_id') found.add(table ? (tableOf(table)?.name ?? '') : '');
    return found;
  }
  if (kind === 'ColumnNode') {
    if ((node as unknown as { column: { name: string } }).column.name === 'account_id') found.add('');
    return found;
  }
  if (kind === 'RawNode') {
    // A raw fragment (sql`…`) that names an account_id column scopes whatever it qualifies.
    for (const text of (node as unknown as { sqlFragments: string[] }).sqlFragments) {
      for (const match of text.matchAll(/(?:(\w+)\.)?account_id\b/g)) found.add(match[1] ?? '');
    }
  }
  for (const value of Object.values(node)) if (value && typeof value === 'object') accountReferences(value, found);
  return found;
}

class Inspector extends OperationNodeTransformer {
  constructor(
    private readonly tenantTables: ReadonlySet<string>,
    private readonly fail: (message: string) => never,
  ) {
    super();
  }

  private checkScoped(verb: string, tables: TableUse[], predicates: unknown[]) {
    const tenantUses = tables.filter((use) => this.tenantTables.has(use.table));
    if (tenantUses.length === 0) return;
    const scoped = accountReferences(predicates, new Set());
    for (const use of tenantUses) {
      if (!scoped.has(use.name) && !scoped.has('')) {
        this.fail(`${verb} on tenant table ${use.table} has no account_id predicate`);
      }
    }
  }

  private joinsOf(joins: readonly OperationNode[] | undefined): { tables: TableUse[]; on: unknown[] } {
    const tables: TableUse[] = [];
    const on: unknown[] = [];
    for (const join of joins ?? []) {
      const { table, on: condition } = join as unknown as { table: OperationNode; on?: unknown };
      const use = tableOf(table);
      if (use) tables.push(use);
      on.push(condition);
    }
    return { tables, on };
  }

  protected override transformSelectQuery(
    node: SelectQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ) {
    const froms = (node.from?.froms ?? []).map(tableOf).filter((t): t is TableUse => t !== undefined);
    const joins = this.joinsOf(node.joins);
    this.checkScoped('SELECT', [...froms, ...joins.tables], [node.where, ...joins.on]);
    return super.transformSelectQuery(node, queryId);
  }

  protected override transformUpdateQuery(
    node: UpdateQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ) {
    const target = tableOf(node.table);
    const froms = (node.from?.froms ?? []).map(tableOf).filter((t): t is TableUse => t !== undefined);
    const joins = this.joinsOf(node.joins);
    this.checkScoped('UPDATE', [...(target ? [target] : []), ...froms, ...joins.tables], [node.where, ...joins.on]);
    return super.transformUpdateQuery(node, queryId);
  }

  protected override transformDeleteQuery(
    node: DeleteQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ) {
    const froms = node.from.froms.map(tableOf).filter((t): t is TableUse => t !== undefined);
    const using = (node.using?.tables ?? []).map(tableOf).filter((t): t is TableUse => t !== undefined);
    const joins = this.joinsOf(node.joins);
    this.checkScoped('DELETE', [...froms, ...using, ...joins.tables], [node.where, ...joins.on]);
    return super.transformDeleteQuery(node, queryId);
  }

  protected override transformInsertQuery(
    node: InsertQueryNode,
    queryId?: Parameters<OperationNodeTransformer['transformNode']>[1],
  ) {
    const into = tableOf(node.into);
    if (into && this.tenantTables.has(into.table)) {
      const columns = (node.columns ?? []).map((c) => (c as unknown as { column: { name: string } }).column.name);
      if (!columns.includes('account_id')) this.fail(`INSERT into tenant table ${into.table} carries no account_id`);
    }
    return super.transformInsertQuery(node, queryId);
  }
}

/**
 * Fails any SELECT, UPDATE or DELETE on a tenant table (one with an `account_id` column) whose WHERE
 * (or, for a joined table, its ON) has no `account_id` predicate, and any INSERT into one without
 * `account_id`. Installed in every server test (test/harness.ts); the escape is `withoutTenantGuard`.
 * It is also the guard for distributing by `account_id` later.
 */
export class TenantGuardPlugin implements KyselyPlugin {
  private readonly inspector: Inspector;

  constructor(tenantTables: Iterable<string>) {
    this.inspector = new Inspector(new Set(tenantTables), (message) => {
      throw new TenantGuardError(`Tenant guard: ${message}`);
    });
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (exemption.getStore() === undefined) this.inspector.transformNode(node, queryId);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The tables with an `account_id` column, read from the database. */
export async function tenantTables(db: { introspection: DatabaseIntrospector }): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.filter((t) => !t.isView && t.columns.some((c) => c.name === 'account_id')).map((t) => t.name);
}
