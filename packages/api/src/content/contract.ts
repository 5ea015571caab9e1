import { array, enums, literal, number, object, optional, size, string, type, type Infer } from 'superstruct';
import { CONTENT_SEARCH_MAX_LENGTH, FORM_PRODUCT_LINES } from '@meridian/domain';

/** A form in a Forms tab's list (no body: it is read when opened). */
export const FormDocumentSummaryStruct = object({
  form_document_id: number(),
  product_line: enums(FORM_PRODUCT_LINES),
  title: string(),
  summary: string(),
  /** ISO date-time of its last revision. */
  updated_at: string(),
});
export type FormDocumentSummary = Infer<typeof FormDocumentSummaryStruct>;

/** A form with its printable body (sanitized HTML). */
export const FormDocumentStruct = object({
  form_document_id: number(),
  product_line: enums(FORM_PRODUCT_LINES),
  title: string(),
  summary: string(),
  updated_at: string(),
  html: string(),
});
export type FormDocument = Infer<typeof FormDocumentStruct>;

/**
 * Query of `GET forms/search`: a tab and, optionally, words found in a form's title, summary or body.
 * `type`, not `object`: the api client adds a random noCache to every GET.
 */
export const FormSearchQueryStruct = type({
  product_line: enums(FORM_PRODUCT_LINES),
  text: optional(size(string(), 0, CONTENT_SEARCH_MAX_LENGTH)),
});
export type FormSearchQuery = Infer<typeof FormSearchQueryStruct>;

export const FormSearchAnswerStruct = object({
  success: literal(true),
  total_records: number(),
  result: array(FormDocumentSummaryStruct),
});
export type FormSearchAnswer = Infer<typeof FormSearchAnswerStruct>;

export const FormDocumentAnswerStruct = object({ success: literal(true), document: FormDocumentStruct });
export type FormDocumentAnswer = Infer<typeof FormDocumentAnswerStruct>;

/** A help article in the list. */
export const HelpArticleSummaryStruct = object({
  slug: string(),
  topic: string(),
  title: string(),
  summary: string(),
  updated_at: string(),
});
export type HelpArticleSummary = Infer<typeof HelpArticleSummaryStruct>;

export const HelpArticleStruct = object({
  slug: string(),
  topic: string(),
  title: string(),
  summary: string(),
  updated_at: string(),
  html: string(),
});
export type HelpArticle = Infer<typeof HelpArticleStruct>;

/** Query of `GET help/search`: words found in an article's title, summary or body (none: every article). */
export const HelpSearchQueryStruct = type({
  text: optional(size(string(), 0, CONTENT_SEARCH_MAX_LENGTH)),
});
export type HelpSearchQuery = Infer<typeof HelpSearchQueryStruct>;

export const HelpSearchAnswerStruct = object({
  success: literal(true),
  total_records: number(),
  result: array(HelpArticleSummaryStruct),
});
export type HelpSearchAnswer = Infer<typeof HelpSearchAnswerStruct>;

export const HelpArticleAnswerStruct = object({ success: literal(true), article: HelpArticleStruct });
export type HelpArticleAnswer = Infer<typeof HelpArticleAnswerStruct>;

/** Answer of the public `GET privacy_policy`: the current version. */
export const PrivacyPolicyAnswerStruct = object({
  version: string(),
  /** ISO date-time the version took effect. */
  published_at: string(),
  html: string(),
});
export type PrivacyPolicyAnswer = Infer<typeof PrivacyPolicyAnswerStruct>;
