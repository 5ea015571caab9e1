import { ACCOUNT_ADMIN_MESSAGES } from '@meridian/domain';

// The Product Filters screen's words (issue 16). The spec names the calls only; these are designed.
export const PRODUCT_FILTERS_TEXT = {
  title: 'Product Filters',
  intro: 'The plans agents of this account may quote. Add plans by carrier, product type and plan year.',
  searchLabel: 'Search plan or carrier',
  search: 'Search',
  add: 'Add plans',
  caption: 'Plans in the product filter',
  empty: 'No plans are in the product filter yet. Choose Add plans to add some.',
  emptySearch: 'No plans in the filter match this search.',
  pages: 'Product filter pages',
  remove: 'Remove',
  removeConfirm: ACCOUNT_ADMIN_MESSAGES.filterDeleteConfirm,
  removed: ACCOUNT_ADMIN_MESSAGES.filterDeleted,
  added: ACCOUNT_ADMIN_MESSAGES.filterAdded,
  addTitle: 'Add Plans to the Product Filter',
  planSearchLabel: 'Plan, contract or carrier',
  yearLabel: 'Plan year',
  anyYear: 'Any year',
  plansCaption: 'Plans',
  plansEmpty: 'No plans match this search.',
  inFilter: 'In filter',
  choose: (plan: string) => `Choose ${plan}`,
  addSelected: (count: number) => (count === 0 ? 'Add' : `Add ${count}`),
  cancel: 'Cancel',
  planRequired: ACCOUNT_ADMIN_MESSAGES.planRequired,
} as const;
