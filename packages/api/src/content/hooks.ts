import useSWR from 'swr';
import { getFormDocument, getHelpArticle, getPrivacyPolicy, searchForms, searchHelpArticles } from './calls';
import type { FormSearchQuery } from './contract';
import type { PublicCallOptions } from '../core/public-call';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/** A Forms tab's documents matching `text` (the previous answer stays while the next loads). */
export function useFormSearch(query: FormSearchQuery) {
  const client = useApiClient();
  return useSWR(apiKeys.formSearch(query.product_line, query.text ?? ''), () => searchForms(client, query), {
    keepPreviousData: true,
  });
}

/** The help articles matching `text` (the previous answer stays while the next loads). */
export function useHelpSearch(text: string) {
  const client = useApiClient();
  return useSWR(apiKeys.helpSearch(text), () => searchHelpArticles(client, { text }), { keepPreviousData: true });
}

/** One help article; nothing is asked while `slug` is undefined. */
export function useHelpArticle(slug: string | undefined) {
  const client = useApiClient();
  return useSWR(slug ? apiKeys.helpArticle(slug) : null, () => getHelpArticle(client, slug!));
}

/** The current privacy policy, through the public call (the same answer a signed-out reader gets). */
export function usePrivacyPolicy(options: PublicCallOptions = {}) {
  return useSWR(apiKeys.privacyPolicy(options.baseUrl ?? ''), () => getPrivacyPolicy(options));
}

/** Reads one form (for opening it in a new tab): a plain call, not cached. */
export function useFormDocumentReader() {
  const client = useApiClient();
  return (formDocumentId: number) => getFormDocument(client, formDocumentId);
}
