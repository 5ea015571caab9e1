// Product, benefit, export and enrollment identifiers (spec 01 §9, spec 02 §9).

/** Product type ids. */
export const PRODUCT_TYPE_IDS = {
  dental: 2,
  fex: 3,
  medical: 4,
  life: 5,
  ltc: 6,
  medicareAdvantage: 8,
  medsup: 9,
  other: 10,
  partD: 11,
  travel: 15,
  hospIndem: 17,
  health: 254,
  vision: 255,
} as const;
export type ProductTypeId = (typeof PRODUCT_TYPE_IDS)[keyof typeof PRODUCT_TYPE_IDS];

/** Product categories. */
export const PRODUCT_CATEGORIES = {
  MED_ADV: 8,
  MED_PARTD: 11,
  FEX: 3,
  MED_SUP: 9,
} as const;

/** Extra benefit ids. */
export const EXTRA_BENEFIT_IDS = {
  dental: 31,
  vision: 33,
  hearing: 32,
  partBGiveback: 388,
  otc: 55,
  flexCard: 1542,
  fitness: 319,
  transportation: 36,
  meals: 375,
  chiropractic: 10,
  acupuncture: 37,
  bathroomSafety: 405,
  telehealth: 333,
  inHomeSupport: 328,
} as const;

/** Lead export types. */
export const LEAD_EXPORT_TYPES = {
  account: 1,
  recentLead: 2,
  searchCriteria: 3,
  leadList: 4,
} as const;

/** Quote enrollment methods. */
export const QUOTE_ENROLLMENT_METHODS = ['EAPP', 'AICOE', 'PDF', 'F2F', 'VSIG'] as const;
export type QuoteEnrollmentMethod = (typeof QUOTE_ENROLLMENT_METHODS)[number];

/** Quote products as they appear in quote links (`/quotes/{product}`). */
export const QUOTE_PRODUCTS = ['partd', 'medadvantage', 'medsup', 'hospindem', 'dental', 'fex', 'life', 'ltc'] as const;
export type QuoteProduct = (typeof QUOTE_PRODUCTS)[number];

/** The deep quote routes (`quotes/{route}/{leadId}`) that survive a reload. */
export const QUOTE_DEEP_ROUTES = ['mapartd', 'medsup', 'final'] as const;
