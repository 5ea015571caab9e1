import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPES,
  LEAD_IMPORT_DUPLICATE_ACTIONS,
  LEAD_IMPORT_ROW_OUTCOMES,
  LEAD_IMPORT_ROW_STATUSES,
  LEAD_IMPORT_STATUSES,
  BULK_SOA_RECIPIENT_STATUSES,
  BULK_SOA_SKIP_REASONS,
  CLIENT_INVITE_MODES,
  COBRAND_LOGO_TYPES,
  CONTACT_PERMISSION_TYPES,
  DIAL_BEHAVIOR_TYPES,
  EMAIL_TYPES,
  FORM_PRODUCT_LINES,
  GENDERS,
  LEAD_PHONE_TYPES,
  MARITAL_STATUSES,
  PERMISSIONS,
  PHONE_TYPES,
  REPORT_TYPES,
  SOA_CONTACT_METHODS,
  SOA_PROCESS_TYPES,
  SOA_RULE_KINDS,
  SOA_STATUSES,
  USER_GENDERS,
} from '@meridian/domain';
import { migrate } from '../src/db/migrate';
import { JOB_STATUSES } from '../src/db/platform.table';
import { backends, createTestDatabase, type TestDatabase } from './harness';

/** Each vocabulary CHECK of the schema and the @meridian/domain list it must equal (as a set). */
const VOCABULARIES: Record<string, readonly (string | number)[]> = {
  'user_phone.phone_type': PHONE_TYPES,
  'lead.phone_type': LEAD_PHONE_TYPES,
  'user_email.email_type': EMAIL_TYPES,
  'user_address.address_type_id': ADDRESS_TYPES,
  'app_user.gender': USER_GENDERS,
  'lead.gender': GENDERS.map((g) => g.code),
  'lead.marital_status': MARITAL_STATUSES.map((m) => m.code),
  'lead.contact_phone_type': LEAD_PHONE_TYPES,
  'lead.emergency_phone_type': LEAD_PHONE_TYPES,
  'lead_phone.phone_type': LEAD_PHONE_TYPES,
  'lead_email.email_type': EMAIL_TYPES,
  'lead_address.address_type_id': ADDRESS_TYPES,
  'lead_contact_permission_history.permission_type': CONTACT_PERMISSION_TYPES,
  'app_user.phone_dialer_provider_behavior_type_id': Object.values(DIAL_BEHAVIOR_TYPES),
  'account.phone_dialer_provider_behavior_type_id': Object.values(DIAL_BEHAVIOR_TYPES),
  'cobrand_logo.content_type': COBRAND_LOGO_TYPES,
  'form_document.product_line': FORM_PRODUCT_LINES,
  'job.status': JOB_STATUSES,
  'bulk_soa_send.status': JOB_STATUSES,
  'bulk_soa_recipient.status': BULK_SOA_RECIPIENT_STATUSES,
  'bulk_soa_recipient.reason': BULK_SOA_SKIP_REASONS,
  'soa.process_type': SOA_PROCESS_TYPES,
  'soa.status': SOA_STATUSES,
  'soa.contact_method': SOA_CONTACT_METHODS,
  'client_invite.mode': CLIENT_INVITE_MODES,
  'soa_rule.kind': SOA_RULE_KINDS,
  'report_run.report_type': REPORT_TYPES,
  'lead_import.status': LEAD_IMPORT_STATUSES,
  'lead_import.duplicate_action': LEAD_IMPORT_DUPLICATE_ACTIONS,
  'lead_import_row.status': LEAD_IMPORT_ROW_STATUSES,
  'lead_import_row.outcome': LEAD_IMPORT_ROW_OUTCOMES,
};

/** The values a CHECK clause allows: `x = ANY (ARRAY['a'::text, …])` or `x IN (1, 2)`, as PostgreSQL writes it back. */
function allowedValues(clause: string): Array<string | number> {
  const list = /ARRAY\[(.*)\]|IN \((.*)\)/s.exec(clause);
  if (!list) return [];
  const items = (list[1] ?? list[2])!;
  const quoted = [...items.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
  if (quoted.length > 0) return quoted;
  return [...items.matchAll(/-?\d+/g)].map((m) => Number(m[0]));
}

const sorted = (values: readonly (string | number)[]) => [...values].map(String).sort();

describe.each(backends)('given the schema on %s', (kind) => {
  let scratch: TestDatabase;
  let checks: Map<string, string[]>;

  beforeAll(async () => {
    scratch = await createTestDatabase(kind);
    await migrate(scratch.database);
    const { rows } = await sql<{ table_name: string; column_name: string; check_clause: string }>`
      SELECT u.table_name, u.column_name, c.check_clause
      FROM information_schema.check_constraints c
      JOIN information_schema.constraint_column_usage u
        ON u.constraint_schema = c.constraint_schema AND u.constraint_name = c.constraint_name
      WHERE c.constraint_schema = 'public'`.execute(scratch.database.db);
    checks = new Map();
    for (const row of rows) {
      const key = `${row.table_name}.${row.column_name}`;
      checks.set(key, [...(checks.get(key) ?? []), row.check_clause]);
    }
  }, 120_000);

  afterAll(async () => {
    await scratch?.cleanup();
  });

  it.each(Object.entries(VOCABULARIES))(
    'when the CHECK of %s is read through information_schema then it allows exactly the domain vocabulary',
    (column, vocabulary) => {
      const clauses = checks.get(column) ?? [];
      const lists = clauses.map(allowedValues).filter((values) => values.length > 0);
      expect(lists, `${column} has one vocabulary CHECK`).toHaveLength(1);
      expect(sorted(lists[0]!)).toEqual(sorted(vocabulary));
    },
  );

  it('when the permission catalogue is read then it holds exactly the domain PERMISSIONS, each with a description', async () => {
    const rows = await scratch.database.db
      .selectFrom('permission')
      .select(['permission_name', 'description'])
      .execute();
    expect(sorted(rows.map((row) => row.permission_name))).toEqual(sorted(PERMISSIONS));
    for (const row of rows) expect(row.description, row.permission_name).toMatch(/^[A-Z].{10,}/);
  });
});
