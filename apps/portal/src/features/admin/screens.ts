// The admin screens as one lazily loaded chunk (routes.tsx loads them from here): an admin moving
// between screens waits for no further download, and the first load carries one loader, not ten.
export { UsersPage } from './user/UsersPage';
export { RolesPage } from './roles/RolesPage';
export { RegistrationLinksPage } from './registration-links/RegistrationLinksPage';
export { NoticesPage } from './notices/NoticesPage';
export { LeadSourcesPage } from './lead-sources/LeadSourcesPage';
export { CampaignsPage } from './campaigns/CampaignsPage';
export { PartnersPage } from './partners/PartnersPage';
export { LeadInstructionsPage } from './lead-instructions/LeadInstructionsPage';
export { ProductFiltersPage } from './product-filters/ProductFiltersPage';
export { SmsAccountsPage } from './sms-accounts/SmsAccountsPage';
export { SoaReportPage } from './soa-report/SoaReportPage';
export { AccountPage } from './account/AccountPage';
