// The lead import's pages as one lazily loaded chunk (routes.tsx loads them from here).
export { LeadImportsPage } from './LeadImportsPage';
export { LeadImportPage } from './LeadImportPage';
