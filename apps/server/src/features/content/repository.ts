import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { FormProductLine } from '@meridian/domain';
import { FORM_PRODUCT_LINE_LABELS, FORM_PRODUCT_LINES, normalizeContentSearch } from '@meridian/domain';
import { soaRuleTables } from '@meridian/api';
import { fillRetentionPeriods } from '@meridian/domain';
import type { DB } from '../../schema';
import { escapeLike } from '../../search/generic';
import { readSoaRules } from '../soa';

// The content tables are product-wide reference data (no account_id): every signed-in user reads the same rows.

/** Each word of the search must appear in the row's search text (title, summary and body). */
function matchesWords(text: string | undefined, column: Expression<string>): Expression<SqlBool>[] {
  const words = normalizeContentSearch(text).toLowerCase().split(' ').filter(Boolean);
  return words.map((word) => sql<SqlBool>`${column} LIKE ${`%${escapeLike(word)}%`}`);
}

/** Rows whose title holds the whole search come first (a bound value, not a column position). */
function titleFirst(text: string | undefined) {
  const phrase = normalizeContentSearch(text).toLowerCase();
  return sql<boolean>`(lower(title) LIKE ${`%${escapeLike(phrase)}%`}) DESC`;
}

const iso = (d: Date) => d.toISOString();

/**
 * The stored texts write `{soa_record_retention_years}` and `{marketing_call_retention_years}` where they
 * state how long records are kept: filled from the `soa_rule` rows in effect today, so Help, the forms and
 * the privacy policy say what the voice-signature script says, and change with the rows.
 */
async function retentionFiller(db: Kysely<DB>): Promise<(text: string) => string> {
  const tables = soaRuleTables(await readSoaRules(db));
  const at = new Date();
  return (text) =>
    fillRetentionPeriods(text, {
      at,
      soaRecordRules: tables.soaRecordRetentionRules,
      marketingCallRules: tables.marketingCallRetentionRules,
    });
}

export async function searchForms(db: Kysely<DB>, productLine: FormProductLine, text: string | undefined) {
  const rows = await db
    .selectFrom('form_document')
    .select(['form_document_id', 'product_line', 'title', 'summary', 'updated_at'])
    .where('active', '=', '1')
    .where('product_line', '=', productLine)
    .where((eb) => eb.and(matchesWords(text, eb.ref('search_text'))))
    .orderBy(titleFirst(text))
    .orderBy('sort_order')
    .orderBy('form_document_id')
    .execute();
  const fill = await retentionFiller(db);
  return rows.map((r) => ({ ...r, summary: fill(r.summary), updated_at: iso(r.updated_at) }));
}

/** `GET document/drilldown/productType`: every product line of the forms library with its active documents' count. */
export async function formProductLines(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('form_document')
    .select(['product_line', sql<number>`count(*)::int`.as('document_count')])
    .where('active', '=', '1')
    .groupBy('product_line')
    .execute();
  const counts = new Map(rows.map((r) => [r.product_line, r.document_count]));
  return FORM_PRODUCT_LINES.map((product_line) => ({
    product_line,
    label: FORM_PRODUCT_LINE_LABELS[product_line],
    document_count: counts.get(product_line) ?? 0,
  }));
}

export async function findForm(db: Kysely<DB>, formDocumentId: number) {
  const row = await db
    .selectFrom('form_document')
    .select(['form_document_id', 'product_line', 'title', 'summary', 'updated_at', 'html'])
    .where('active', '=', '1')
    .where('form_document_id', '=', formDocumentId)
    .executeTakeFirst();
  const fill = await retentionFiller(db);
  return row && { ...row, summary: fill(row.summary), html: fill(row.html), updated_at: iso(row.updated_at) };
}

export async function searchHelp(db: Kysely<DB>, text: string | undefined) {
  const rows = await db
    .selectFrom('help_article')
    .select(['slug', 'topic', 'title', 'summary', 'updated_at'])
    .where('active', '=', '1')
    .where((eb) => eb.and(matchesWords(text, eb.ref('search_text'))))
    .orderBy(titleFirst(text))
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
  const fill = await retentionFiller(db);
  return rows.map((r) => ({ ...r, summary: fill(r.summary), updated_at: iso(r.updated_at) }));
}

export async function findHelpArticle(db: Kysely<DB>, slug: string) {
  const row = await db
    .selectFrom('help_article')
    .select(['slug', 'topic', 'title', 'summary', 'updated_at', 'html'])
    .where('active', '=', '1')
    .where('slug', '=', slug)
    .executeTakeFirst();
  const fill = await retentionFiller(db);
  return row && { ...row, summary: fill(row.summary), html: fill(row.html), updated_at: iso(row.updated_at) };
}

export async function currentPrivacyPolicy(db: Kysely<DB>) {
  const row = await db
    .selectFrom('privacy_policy')
    .select(['version', 'html', 'published_at'])
    .where('current', '=', true)
    .executeTakeFirst();
  const fill = await retentionFiller(db);
  return row && { ...row, html: fill(row.html), published_at: iso(row.published_at) };
}
