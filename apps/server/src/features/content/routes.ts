import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FormSearchQueryStruct,
  HelpSearchQueryStruct,
  type FormDocumentAnswer,
  type FormSearchAnswer,
  type HelpArticleAnswer,
  type HelpSearchAnswer,
  type PrivacyPolicyAnswer,
} from '@meridian/api';
import { CONTENT_MESSAGES, isHelpArticleSlug } from '@meridian/domain';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import {
  currentPrivacyPolicy,
  findForm,
  findHelpArticle,
  formProductLines,
  searchForms,
  searchHelp,
} from './repository';

/** Forms and Help (issue 15): any signed-in user reads them; the content is the same for every account. */
export async function contentRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/forms/search',
    query: FormSearchQueryStruct,
    handler: async ({ query }): Promise<FormSearchAnswer> => {
      const result = await searchForms(db, query.product_line, query.text);
      return { success: true, total_records: result.length, result };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/forms/document/:id',
    ids: ['id'],
    handler: async ({ ids }): Promise<FormDocumentAnswer> => {
      const document = await findForm(db, ids.id);
      if (!document) throw new HttpError(404, CONTENT_MESSAGES.documentNotFound);
      return { success: true, document };
    },
  });

  // Spec 02 §7.7 names `GET document/drilldown/productType` without its answer: the forms library's product
  // lines (the first level of its drill-down) with how many documents each holds (docs/decisions/0001-spec-calls.md).
  defineRoute(app, {
    method: 'GET',
    url: '/api/document/drilldown/productType',
    handler: async () => ({ success: true, result: await formProductLines(db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/help/search',
    query: HelpSearchQueryStruct,
    handler: async ({ query }): Promise<HelpSearchAnswer> => {
      const result = await searchHelp(db, query.text);
      return { success: true, total_records: result.length, result };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/help/article/:slug',
    handler: async ({ request }): Promise<HelpArticleAnswer> => {
      const { slug } = request.params as { slug: string };
      if (!isHelpArticleSlug(slug)) throw notFound();
      const article = await findHelpArticle(db, slug);
      if (!article) throw new HttpError(404, CONTENT_MESSAGES.articleNotFound);
      return { success: true, article };
    },
  });
}

/** The privacy policy is public: anyone may read it, signed in or not. */
export async function publicContentRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/public/privacy_policy',
    auth: false,
    handler: async (): Promise<PrivacyPolicyAnswer> => {
      const policy = await currentPrivacyPolicy(db);
      if (!policy) throw new HttpError(404, CONTENT_MESSAGES.noPolicy);
      return policy;
    },
  });
}
