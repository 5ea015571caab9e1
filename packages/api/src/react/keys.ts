import type { NOTICE_SEARCH_MODES } from '../notices/contract';
import type { PartnerListContext } from '@meridian/domain';
import type { SearchBody } from '../core/search';

/**
 * The one SWR key factory: every cache entry the hooks read or write is named here, so a key is
 * written once. Keys are arrays whose first element names the call; a feature's whole family can
 * be matched with `isKeyOf`.
 */
export const apiKeys = {
  health: (baseUrl: string) => ['health', baseUrl] as const,
  user: (userId: number, returnAcl: boolean) => ['user', userId, returnAcl] as const,
  userSettings: (userId: number) => ['userSettings', userId] as const,
  account: (accountId: number) => ['account', accountId] as const,
  accountSettings: (accountId: number) => ['accountSettings', accountId] as const,
  planExplorerAccess: (userId: number) => ['planExplorerAccess', userId] as const,
  featureFlags: () => ['featureFlags'] as const,
  noticeCount: (userId: number) => ['noticeOutstandingCount', userId] as const,
  userNotices: (userId: number, mode: NoticeSearchMode) => ['userNotices', userId, mode] as const,
  /** The dismissal mutation (it caches nothing; it refreshes the count and the lists). */
  dismissNotices: (userId: number) => ['dismissNotices', userId] as const,
  pastNoticesPage: (userId: number, page: number) => ['userNotices', userId, 'pastNotify', page] as const,
  quickLinks: (userId: number) => ['quickLinks', userId] as const,
  /** The order the user gave the links this session: local state only, never fetched. */
  quickLinkOrder: (userId: number) => ['quickLinkOrder', userId] as const,
  /** The quick-link write mutations (they cache nothing themselves; they read the links again). */
  saveQuickLink: (userId: number) => ['saveQuickLink', userId] as const,
  deleteQuickLink: (userId: number) => ['deleteQuickLink', userId] as const,
  saveQuickLinkDisplay: (userId: number) => ['saveQuickLinkDisplay', userId] as const,
  targetLeadsSso: () => ['targetLeadsSso'] as const,
  dialerBehaviorTypes: () => ['dialerBehaviorTypes'] as const,
  dialerAuthSettings: (currentRoute: string) => ['dialerAuthSettings', currentRoute] as const,
  /** The dialer settings mutation (it writes the saved flags into the user's settings). */
  saveDialerSettings: (userId: number) => ['saveDialerSettings', userId] as const,
  /** The provider call mutation (it reads the called lead's compliance checklist again). */
  placePhoneCall: () => ['placePhoneCall'] as const,
  quickSearchDropdowns: () => ['quickSearchDropdowns'] as const,
  /** How many of an agent's leads hold each disposition (the dashboard). */
  leadDispositionCounts: (userId: number) => ['leadDispositionCounts', userId] as const,
  /** A lead search, named by its body in a canonical form (key order does not matter). */
  leadSearch: (body: SearchBody) => ['leadSearch', canonicalJson(body)] as const,
  /** One lead; `ssnFull` for the edit form's read with the whole SSN (`?ssn=full`). */
  lead: (leadId: number, ssnFull = false) => ['lead', leadId, ssnFull] as const,
  leadLastUpdated: (leadId: number) => ['leadLastUpdated', leadId] as const,
  leadCompliance: (leadId: number) => ['leadCompliance', leadId] as const,
  contactPermissionHistory: (leadId: number) => ['contactPermissionHistory', leadId] as const,
  leadDispositions: (leadId: number) => ['leadDispositions', leadId] as const,
  /** The disposition mutation (it puts the recorded one first, then reads the lead and the searches again). */
  recordLeadDisposition: (leadId: number) => ['recordLeadDisposition', leadId] as const,
  leadCurrentPlans: (leadId: number) => ['leadCurrentPlans', leadId] as const,
  leadApplications: (leadId: number) => ['leadApplications', leadId] as const,
  /** The lead save mutation (deletes, save, then it writes the lead into both lead entries). */
  saveLead: (leadId: number) => ['saveLead', leadId] as const,
  /** The add-lead mutation (it caches nothing; the new lead is read when opened). */
  addLead: () => ['addLead'] as const,
  selfServiceConfig: (userId: number) => ['selfServiceConfig', userId] as const,
  communicationPreferences: (userId: number) => ['communicationPreferences', userId] as const,
  canSendText: () => ['canSendText'] as const,
  writingNumbers: (userId: number) => ['writingNumbers', userId] as const,
  /** The add / delete writing-number mutations (they refresh `writingNumbers(userId)`). */
  addWritingNumber: (userId: number) => ['addWritingNumber', userId] as const,
  deleteWritingNumbers: (userId: number) => ['deleteWritingNumbers', userId] as const,
  stateLicenses: (userId: number) => ['stateLicenses', userId] as const,
  /** The add / expire state-license mutations (they refresh `stateLicenses(userId)`). */
  addStateLicense: (userId: number) => ['addStateLicense', userId] as const,
  expireStateLicense: (userId: number) => ['expireStateLicense', userId] as const,
  carriers: () => ['carriers'] as const,
  carrierProductTypes: (carrierId: number) => ['carrierProductTypes', carrierId] as const,
  /** The profile save mutation (it caches nothing itself; it refreshes the user with its permissions). */
  saveProfile: (userId: number) => ['saveProfile', userId] as const,
  /** The lead forms' lookups (origination); vendors differ for a super_user (system-level ones too). */
  leadVendors: (accountId: number, systemLevel: boolean) => ['leadVendors', accountId, systemLevel] as const,
  leadTypes: () => ['leadTypes'] as const,
  campaigns: (accountId: number) => ['campaigns', accountId] as const,
  campaignSegments: (campaignId: number) => ['campaignSegments', campaignId] as const,
  partners: (context: PartnerListContext) => ['partners', context] as const,
  trackingCodes: (partnerId: number) => ['trackingCodes', partnerId] as const,
  productTypes: () => ['productTypes'] as const,
  tags: (accountId: number) => ['tags', accountId] as const,
  conversationNotes: (leadId: number) => ['conversationNotes', leadId] as const,
  /** The lead page's conversation log (notes, dispositions, calls, SOA events, appointments). */
  conversationLog: (leadId: number) => ['conversationLog', leadId] as const,
  /** The note mutation (it caches nothing itself; it puts the saved note first in the lead's notes). */
  addConversationNote: () => ['addConversationNote'] as const,
  /** A new client self-service link for a lead (a mutation: nothing is cached). */
  createClientLink: (leadId: number) => ['createClientLink', leadId] as const,
  /** The lead's live self-service link (the Client page panel). */
  liveClientLink: (leadId: number) => ['liveClientLink', leadId] as const,
  revokeClientLink: (leadId: number) => ['revokeClientLink', leadId] as const,
  /** An assign-lead panel search, named by its body in a canonical form. */
  assignPanelLeadSearch: (body: SearchBody) => ['assignPanelLeadSearch', canonicalJson(body)] as const,
  /** The contact editors' type lists. */
  emailTypes: () => ['emailTypes'] as const,
  phoneTypes: () => ['phoneTypes'] as const,
  addressTypes: () => ['addressTypes'] as const,
  /** An admin user search (`POST user/search`), named by its body in a canonical form. */
  userSearch: (body: SearchBody) => ['userSearch', canonicalJson(body)] as const,
  /** A record's admin History. */
  adminAudit: (entity: string, id: number) => ['adminAudit', entity, id] as const,
  /** The activate/deactivate mutation (it caches nothing; it reads the searches and the History again). */
  setUserActive: () => ['setUserActive'] as const,
  /** An admin notice search (`POST notice/search`), named by its body in a canonical form. */
  adminNoticeSearch: (body: SearchBody) => ['adminNoticeSearch', canonicalJson(body)] as const,
  /** The notice save and delete mutations (they read the notice searches, the bell and the History again). */
  saveNotice: () => ['saveNotice'] as const,
  deleteNotice: () => ['deleteNotice'] as const,
  /** Lead instructions, plans and product filters searches (admin), named by their bodies. */
  leadInstructionSearch: (body: SearchBody) => ['leadInstructionSearch', canonicalJson(body)] as const,
  planSearch: (body: SearchBody) => ['planSearch', canonicalJson(body)] as const,
  productFilterSearch: (body: SearchBody) => ['productFilterSearch', canonicalJson(body)] as const,
  totalAgents: (accountId: number) => ['totalAgents', accountId] as const,
  /** The lead-instruction, product-filter and account mutations (they cache nothing; they read the lists again). */
  saveLeadInstruction: () => ['saveLeadInstruction'] as const,
  /** The SMS accounts search (admin), named by its body, and its mutations. */
  smsAccountSearch: (body: SearchBody) => ['smsAccountSearch', canonicalJson(body)] as const,
  saveSmsAccount: () => ['saveSmsAccount'] as const,
  testSmsAccount: () => ['testSmsAccount'] as const,
  addProductFilters: () => ['addProductFilters'] as const,
  deleteProductFilter: () => ['deleteProductFilter'] as const,
  updateAccount: (accountId: number) => ['updateAccount', accountId] as const,
  updateAccountAdminSettings: (accountId: number) => ['updateAccountAdminSettings', accountId] as const,
  uploadCobrandLogo: (accountId: number) => ['uploadCobrandLogo', accountId] as const,
  /** An admin role search of an account, named by its body in a canonical form. */
  roleSearch: (accountId: number, body: SearchBody) => ['roleSearch', accountId, canonicalJson(body)] as const,
  rolePermissions: (roleId: number) => ['rolePermissions', roleId] as const,
  permissionCatalogue: () => ['permissionCatalogue'] as const,
  /** The role mutations (they cache nothing; they read the searches, the permissions and the History again). */
  createRole: () => ['createRole'] as const,
  updateRole: () => ['updateRole'] as const,
  setRolePermissions: () => ['setRolePermissions'] as const,
  /** The account's current invitation links. */
  registrationLinks: (accountId: number) => ['registrationLinks', accountId] as const,
  /** The build and revoke mutations (they read the account's links again). */
  buildRegistrationLink: (accountId: number) => ['buildRegistrationLink', accountId] as const,
  revokeRegistrationLink: (accountId: number) => ['revokeRegistrationLink', accountId] as const,
  /** A user's access (`GET user/{id}/userAccess`) and the users' administration mutations. */
  userAccess: (userId: number) => ['userAccess', userId] as const,
  createUser: () => ['createUser'] as const,
  inviteUser: () => ['inviteUser'] as const,
  deleteUsers: () => ['deleteUsers'] as const,
  resetUserPassword: (userId: number) => ['resetUserPassword', userId] as const,
  updateUser: () => ['updateUser'] as const,
  /** The account's roles for the role picker. */
  accountRoles: (accountId: number) => ['accountRoles', accountId] as const,
  /** The admin tables of lead sources, campaigns and partners, named by their search bodies. */
  adminLeadVendors: (body: SearchBody) => ['adminLeadVendors', canonicalJson(body)] as const,
  adminCampaigns: (body: SearchBody) => ['adminCampaigns', canonicalJson(body)] as const,
  adminCampaignSegments: (campaignId: number) => ['adminCampaignSegments', campaignId] as const,
  adminPartners: (body: SearchBody) => ['adminPartners', canonicalJson(body)] as const,
  adminTrackingCodes: (partnerId: number) => ['adminTrackingCodes', partnerId] as const,
  /** An origination admin write (it caches nothing; it reads the admin tables and the lead forms' lookups again). */
  originationAdminWrite: (call: string) => ['originationAdminWrite', call] as const,
  /** A Forms tab's search, by tab and normalized text. */
  formSearch: (productLine: string, text: string) => ['formSearch', productLine, text] as const,
  helpSearch: (text: string) => ['helpSearch', text] as const,
  helpArticle: (slug: string) => ['helpArticle', slug] as const,
  privacyPolicy: (baseUrl: string) => ['privacyPolicy', baseUrl] as const,
  /** Scope of appointment (spec 02 §7.2): the lead's SOA requests, one request, the lead's client invites. */
  soaSearch: (leadId: number) => ['soaSearch', leadId] as const,
  /** The agent's SOAs waiting for the client's signature (the dashboard). */
  soaAwaitingSignature: (userId: number, pageSize: number) => ['soaAwaitingSignature', userId, pageSize] as const,
  soa: (soaId: number) => ['soa', soaId] as const,
  clientInvites: (leadId: number) => ['clientInvites', leadId] as const,
  clientInvite: (clientInviteId: number) => ['clientInvite', clientInviteId] as const,
  clientInvitesByApp: (appId: number) => ['clientInvitesByApp', appId] as const,
  /** The email's plan-year disclaimers for a lead (its zip and county, the agent). */
  soaDisclaimers: (leadId: number, zip: string, county: string) => ['soaDisclaimers', leadId, zip, county] as const,
  bulkSoaEmailDisabled: () => ['bulkSoaEmailDisabled'] as const,
  selfServiceEmailTemplates: () => ['selfServiceEmailTemplates'] as const,
  selfServiceEmails: (leadId: number) => ['selfServiceEmails', leadId] as const,
  soaRules: () => ['soaRules'] as const,
  /** The SOA write mutations (they cache nothing themselves; they read the lead's SOAs and invites again). */
  soaEmailDraft: (leadId: number) => ['soaEmailDraft', leadId] as const,
  esignatureId: () => ['esignatureId'] as const,
  sendClientInvite: (leadId: number) => ['sendClientInvite', leadId] as const,
  sendEnhancedSoa: (leadId: number) => ['sendEnhancedSoa', leadId] as const,
  deleteClientInvite: (leadId: number) => ['deleteClientInvite', leadId] as const,
  soaReport: () => ['soaReport'] as const,
  /** A bulk Enhanced SOA send's progress, and the send itself (a mutation). */
  bulkSoaSend: (bulkSendId: number) => ['bulkSoaSend', bulkSendId] as const,
  sendBulkSoa: () => ['sendBulkSoa'] as const,
  /** Calendar (spec 02 §7.5): a user's appointments and tasks in a range [from, to), one item, the private feed. */
  appointments: (
    userId: number,
    from: string,
    to: string,
    includeUndatedTasks = false,
    only: { tasksOnly: boolean; openOnly: boolean } = { tasksOnly: false, openOnly: false },
  ) => ['appointments', userId, from, to, includeUndatedTasks, only.tasksOnly, only.openOnly] as const,
  appointment: (appointmentId: number) => ['appointment', appointmentId] as const,
  /** A lead's appointments and tasks (the lead page's panel). */
  leadAppointments: (leadId: number) => ['leadAppointments', leadId] as const,
  /** Lead exports (spec 02 §7.7): queue one; one export where it stands. */
  createLeadExport: () => ['createLeadExport'] as const,
  leadExport: (leadExportId: number) => ['leadExport', leadExportId] as const,
  calendarFeed: (userId: number) => ['calendarFeed', userId] as const,
  /** The calendar write mutations (they write the saved item into the cached ranges). */
  saveAppointment: () => ['saveAppointment'] as const,
  deleteAppointment: () => ['deleteAppointment'] as const,
  calendarFeedWrite: (userId: number) => ['calendarFeedWrite', userId] as const,
  /** Reports (spec 02 §7.7, issue 17): a chart of the reports page over a range ('' for the default), a report's download. */
  reportChart: (name: string, from: string, to: string) => ['reportChart', name, from, to] as const,
  reportDownload: (type: string) => ['reportDownload', type] as const,
  /** Lead imports (issue 17): the list, one import, a page of its preview, and the write mutations. */
  leadImports: (page: number, size: number) => ['leadImports', page, size] as const,
  leadImport: (id: number) => ['leadImport', id] as const,
  leadImportPreview: (id: number, page: number, size: number, status: string) =>
    ['leadImportPreview', id, page, size, status] as const,
  leadImportWrite: () => ['leadImportWrite'] as const,
} as const;

type NoticeSearchMode = (typeof NOTICE_SEARCH_MODES)[number];

export type ApiKeyName = keyof typeof apiKeys;

/** A filter for `mutate(filter)`: every key that starts with `prefix` (e.g. `apiKeys.userNotices(7, 'quickNotify')`). */
export function isKeyOf(prefix: readonly unknown[]) {
  return (key: unknown) => Array.isArray(key) && prefix.every((part, i) => key[i] === part);
}

/** JSON with object keys in order (undefined left out), so equal bodies give equal keys however they were built. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
