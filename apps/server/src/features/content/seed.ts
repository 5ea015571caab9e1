// The content pages' text is product reference data (ARCHITECTURE.md "Reference data"): shipped here,
// loaded into form_document, help_article and privacy_policy after the migrations, and loaded again
// only when the shipped content changes (its digest is the version kept in reference_data).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../schema';
import { sanitizeRichText } from '../../html/sanitize';
import { FORM_CONTENT } from './forms-content';
import { HELP_CONTENT } from './help-content';
import { PRIVACY_POLICY_CONTENT } from './privacy-content';

const NAME = 'content';

/** Printable documents keep their tables and headings; everything else as rich text (no scripts, forms or styles). */
const clean = (html: string) => sanitizeRichText(html.trim());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** What the search reads: the title, summary and body as lower-case plain text with single spaces. */
export function searchText(...parts: string[]): string {
  return parts
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The shipped content's version: a digest of everything loaded, so any edit is a new version. */
export function contentVersion(): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([FORM_CONTENT, HELP_CONTENT, PRIVACY_POLICY_CONTENT]))
    .digest('hex');
  return `content sha256:${digest.slice(0, 16)}`;
}

/** Writes the shipped content in one transaction: rows by slug updated or added, ones no longer shipped hidden. */
async function writeContent(trx: Kysely<DB>) {
  for (const [sort_order, form] of FORM_CONTENT.entries()) {
    const html = clean(form.html);
    const row = {
      product_line: form.product_line,
      title: form.title,
      summary: form.summary,
      html,
      search_text: searchText(form.title, form.summary, html),
      sort_order,
      active: '1' as const,
      updated_at: new Date(),
    };
    await trx
      .insertInto('form_document')
      .values({ slug: form.slug, ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .execute();
  }
  await trx
    .updateTable('form_document')
    .set({ active: '0' })
    .where(
      'slug',
      'not in',
      FORM_CONTENT.map((f) => f.slug),
    )
    .execute();

  for (const [sort_order, article] of HELP_CONTENT.entries()) {
    const html = clean(article.html);
    const row = {
      topic: article.topic,
      title: article.title,
      summary: article.summary,
      html,
      search_text: searchText(article.title, article.summary, html),
      sort_order,
      active: '1' as const,
      updated_at: new Date(),
    };
    await trx
      .insertInto('help_article')
      .values({ slug: article.slug, ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .execute();
  }
  await trx
    .updateTable('help_article')
    .set({ active: '0' })
    .where(
      'slug',
      'not in',
      HELP_CONTENT.map((a) => a.slug),
    )
    .execute();

  // A published version is never rewritten: a change to the policy is a new version, which becomes current.
  for (const policy of PRIVACY_POLICY_CONTENT) {
    await trx
      .insertInto('privacy_policy')
      .values({ version: policy.version, html: clean(policy.html), published_at: new Date(policy.published_at) })
      .onConflict((oc) => oc.column('version').doNothing())
      .execute();
  }
  const latest = PRIVACY_POLICY_CONTENT.at(-1)!.version;
  await trx
    .updateTable('privacy_policy')
    .set({ current: false })
    .where('current', '=', true)
    .where('version', '<>', latest)
    .execute();
  await trx.updateTable('privacy_policy').set({ current: true }).where('version', '=', latest).execute();
}

/** Loads the shipped content when its version is not the one loaded (safe with several processes starting). */
export async function loadContent(database: Database): Promise<{ version: string; rows: number; loaded: boolean }> {
  const { db } = database;
  const version = contentVersion();
  const rows = FORM_CONTENT.length + HELP_CONTENT.length + PRIVACY_POLICY_CONTENT.length;
  return database.withScriptLock(async () => {
    const current = await db.selectFrom('reference_data').select('version').where('name', '=', NAME).executeTakeFirst();
    if (current?.version === version) return { version, rows, loaded: false };
    await db.transaction().execute(async (trx) => {
      await writeContent(trx);
      await trx
        .insertInto('reference_data')
        .values({ name: NAME, version, row_count: rows })
        .onConflict((oc) => oc.column('name').doUpdateSet({ version, row_count: rows, loaded_at: new Date() }))
        .execute();
    });
    return { version, rows, loaded: true };
  });
}
