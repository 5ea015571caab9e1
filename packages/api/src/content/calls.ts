import type { ApiClient } from '../core/client';
import { publicCall, type PublicCallOptions } from '../core/public-call';
import {
  FormDocumentAnswerStruct,
  FormSearchAnswerStruct,
  HelpArticleAnswerStruct,
  HelpSearchAnswerStruct,
  PrivacyPolicyAnswerStruct,
  type FormSearchQuery,
  type HelpSearchQuery,
} from './contract';

/** `GET forms/search?product_line=&text=`: a Forms tab's documents, those matching `text` when given. */
export async function searchForms(client: ApiClient, query: FormSearchQuery) {
  return (
    await client.request({
      call: 'searchForms',
      method: 'GET',
      path: 'forms/search',
      query: { product_line: query.product_line, text: query.text || undefined },
      struct: FormSearchAnswerStruct,
    })
  ).data;
}

/** `GET forms/document/{id}`: one form with its printable body. */
export async function getFormDocument(client: ApiClient, formDocumentId: number) {
  return (
    await client.request({
      call: 'getFormDocument',
      method: 'GET',
      path: `forms/document/${formDocumentId}`,
      struct: FormDocumentAnswerStruct,
    })
  ).data;
}

/** `GET help/search?text=`: the help articles, those matching `text` when given. */
export async function searchHelpArticles(client: ApiClient, query: HelpSearchQuery = {}) {
  return (
    await client.request({
      call: 'searchHelpArticles',
      method: 'GET',
      path: 'help/search',
      query: { text: query.text || undefined },
      struct: HelpSearchAnswerStruct,
    })
  ).data;
}

/** `GET help/article/{slug}`: one help article. */
export async function getHelpArticle(client: ApiClient, slug: string) {
  return (
    await client.request({
      call: 'getHelpArticle',
      method: 'GET',
      path: `help/article/${encodeURIComponent(slug)}`,
      struct: HelpArticleAnswerStruct,
    })
  ).data;
}

/** Public `GET privacy_policy`: the current privacy policy (no sign-in needed). */
export function getPrivacyPolicy(options: PublicCallOptions = {}) {
  return publicCall('getPrivacyPolicy', PrivacyPolicyAnswerStruct, 'privacy_policy', { method: 'GET' }, options);
}
