// The public API of the quotes feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  EXTRA_BENEFIT_IDS,
  LEAD_EXPORT_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPE_IDS,
  QUOTE_DEEP_ROUTES,
  QUOTE_ENROLLMENT_METHODS,
  QUOTE_PRODUCTS,
} from './products';
export type { ProductTypeId, QuoteEnrollmentMethod, QuoteProduct } from './products';
