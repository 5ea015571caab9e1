import type { Generated } from 'kysely';
import type { FormProductLine } from '@meridian/domain';
import type { Defaulted, Flag, TableColumns } from '../../db/columns';

/** Meridian's forms by product line (migration 0028; a reference table, no account). */
export interface FormDocumentTable {
  form_document_id: Generated<number>;
  slug: string;
  product_line: FormProductLine;
  title: string;
  summary: Defaulted<string>;
  html: string;
  search_text: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
  updated_at: Defaulted<Date>;
}

/** Help articles (migration 0028). */
export interface HelpArticleTable {
  slug: string;
  topic: string;
  title: string;
  summary: Defaulted<string>;
  html: string;
  search_text: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
  updated_at: Defaulted<Date>;
}

/** The privacy policy's versions (migration 0028). */
export interface PrivacyPolicyTable {
  version: string;
  html: string;
  published_at: Defaulted<Date>;
  current: Defaulted<boolean>;
}

export interface ContentTables {
  form_document: FormDocumentTable;
  help_article: HelpArticleTable;
  privacy_policy: PrivacyPolicyTable;
}

const articleColumns = {
  slug: 'not null',
  title: 'not null',
  summary: 'not null',
  html: 'not null',
  search_text: 'not null',
  sort_order: 'not null',
  active: 'not null',
  updated_at: 'not null',
} as const;

export const contentColumns: TableColumns<ContentTables> = {
  form_document: { ...articleColumns, form_document_id: 'not null', product_line: 'not null' },
  help_article: { ...articleColumns, topic: 'not null' },
  privacy_policy: { version: 'not null', html: 'not null', published_at: 'not null', current: 'not null' },
};
