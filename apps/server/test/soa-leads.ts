import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/schema';

export interface SoaLeadOptions {
  /** Emails are `<tag>-<n>@example.com`; the name is "Bulk <tag> <n>". */
  tag: string;
  email?: boolean;
  doNotEmail?: boolean;
  /** Without an address: missing SOA requirements. */
  complete?: boolean;
}

/** `count` leads of one agent, complete for an SOA unless told otherwise, each with its own email. */
export async function makeSoaLeads(
  db: Kysely<DB>,
  accountId: number,
  userId: number,
  count: number,
  { tag, email = true, doNotEmail = false, complete = true }: SoaLeadOptions,
): Promise<number[]> {
  const { rows } = await sql<{ lead_id: number }>`
    INSERT INTO lead (account_id, user_id, fname, lname, dob, phone, phone_type, email, address1, city, state_id, zip,
                      county, do_not_email)
    SELECT ${accountId}, ${userId}, 'Bulk', ${tag} || ' ' || n, DATE '1955-03-01', '3125550142', 'Home',
           CASE WHEN ${email} THEN ${tag} || '-' || n || '@example.com' END,
           CASE WHEN ${complete} THEN n || ' Elm St' END, 'Chicago', 'IL', '60601', 'Cook',
           CASE WHEN ${doNotEmail} THEN '1' ELSE '0' END
    FROM generate_series(1, ${count}::int) AS n
    ORDER BY n
    RETURNING lead_id`.execute(db);
  const ids = rows.map((r) => r.lead_id).sort((a, b) => a - b);
  if (email)
    await sql`
      INSERT INTO lead_email (account_id, lead_id, email_type, email)
      SELECT account_id, lead_id, 'Home', email FROM lead
      WHERE account_id = ${accountId} AND lead_id = ANY(${ids}::int[])`.execute(db);
  return ids;
}
