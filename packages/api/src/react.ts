// @meridian/api/react: the provider, the one key factory, and every read and write hook, by feature.
export { ApiProvider, useApiClient, useHealth, useRevalidateAll } from './react/core';
export { apiKeys, isKeyOf, type ApiKeyName } from './react/keys';
export { useAccount, useAccountSettings, useUser, useUserSettings } from './user/hooks';
export { usePlanExplorerAccess } from './sso/hooks';
export {
  useAppointment,
  useAppointments,
  useCalendarFeed,
  useCalendarFeedLink,
  useCompleteAppointment,
  useCreateAppointment,
  useDeleteAppointment,
  useLeadAppointments,
  useUpdateAppointment,
  type AppointmentRange,
  type CreateAppointmentArg,
} from './calendar/hooks';
export {
  LEAD_IMPORT_POLL_MS,
  useCancelLeadImport,
  useLeadImport,
  useLeadImportMapping,
  useLeadImportPreview,
  useLeadImports,
  useStartLeadImport,
  useUploadLeadImport,
  type UploadLeadImportArg,
} from './lead-import/hooks';
export { useFeatureFlags, useNoticeCount } from './shell/hooks';
export { useCreateLeadExport, useLeadExport } from './lead-exports/hooks';
export {
  useAdminNoticeSearch,
  useDeleteNotice,
  useDismissNotices,
  useNoticeList,
  usePastNotices,
  useSaveNotice,
  type SaveNoticeArg,
} from './notices/hooks';
export {
  useDeleteQuickLink,
  useDialerVisibility,
  useQuickLinkOrder,
  useQuickLinks,
  useSaveQuickLink,
  useSaveQuickLinkDisplay,
  useTargetLeadsUrl,
  type SaveQuickLinkArg,
} from './quick-links/hooks';
export {
  useDialerAuthSettings,
  useDialerBehaviorTypes,
  usePlacePhoneCall,
  useSaveDialerSettings,
} from './dialer/hooks';
export {
  preloadLeadSearch,
  useAddLead,
  useContactPermissionHistory,
  useLead,
  useLeadCompliance,
  useLeadLastUpdated,
  useLeadDispositionCounts,
  useLeadSearch,
  useQuickSearchDropdowns,
  useSaveLead,
  type SaveLeadArg,
} from './leads/hooks';
export { useCanSendText, useCommunicationPreferences, useSelfServiceConfig } from './settings/hooks';
export { useSaveProfile, useWritingNumbers, type SaveProfileArg, type SaveProfileResult } from './profile/hooks';
export {
  useAddWritingNumber,
  useCarrierProductTypes,
  useCarriers,
  useDeleteWritingNumbers,
} from './profile/writing-number-hooks';
export { useAddStateLicense, useExpireStateLicense, useStateLicenses } from './profile/state-license-hooks';
export {
  useAddConversationNote,
  useAssignPanelLeadSearch,
  useCampaigns,
  useCampaignSegments,
  useConversationNotes,
  useLeadTypes,
  useLeadVendors,
  usePartners,
  useProductTypes,
  useTags,
  useTrackingCodes,
  type AddConversationNoteArg,
} from './origination/hooks';
export { useConversationLog } from './conversation-log/hooks';
export { useAddressTypes, useEmailTypes, usePhoneTypes } from './geo/hooks';
export { useCreateClientLink, useLiveClientLink, useRevokeClientLink } from './self-service/hooks';
export { useLeadDispositions, useRecordLeadDisposition } from './dispositions/hooks';
export { useLeadApplications, useLeadCurrentPlans } from './lead-coverage/hooks';
export { useAdminAudit, useSetUserActive, useUserSearch, type SetUserActiveArg } from './admin/hooks';
export {
  useAddProductFilters,
  useDeleteProductFilter,
  useLeadInstructionSearch,
  usePlanSearch,
  useProductFilterSearch,
  useSaveLeadInstruction,
  useTotalAgents,
  useUpdateAccount,
  useUpdateAccountAdminSettings,
  useUploadCobrandLogo,
  type SaveLeadInstructionArg,
} from './account/hooks';
export {
  useCreateRole,
  usePermissionCatalogue,
  useRolePermissions,
  useRoleSearch,
  useSetRolePermissions,
  useUpdateRole,
  type SetRolePermissionsArg,
  type UpdateRoleArg,
} from './roles/hooks';
export { useBuildRegistrationLink, useRegistrationLinks, useRevokeRegistrationLink } from './registration/hooks';
export {
  useAccountRoles,
  useCreateUser,
  useDeleteUsers,
  useInviteUser,
  useResetUserPassword,
  useUpdateUser,
  useUserAccess,
} from './admin/users-hooks';
export {
  useAddTrackingCode,
  useAdminCampaignSearch,
  useAdminCampaignSegments,
  useAdminLeadVendorSearch,
  useAdminPartnerSearch,
  useAdminTrackingCodes,
  useDeleteCampaign,
  useDeleteCampaignSegment,
  useDeleteLeadVendor,
  useDeletePartner,
  useDeleteTrackingCode,
  useSaveCampaign,
  useSaveCampaignSegment,
  useSaveLeadVendor,
  useSavePartner,
  useSetTrackingCodeActive,
  type AddTrackingCodeArg,
  type DeleteTrackingCodeArg,
  type SaveCampaignArg,
  type SaveCampaignSegmentArg,
  type SaveLeadVendorArg,
  type SavePartnerArg,
  type SetTrackingCodeActiveArg,
} from './origination/admin-hooks';
export { useFormDocumentReader, useFormSearch, useHelpArticle, useHelpSearch, usePrivacyPolicy } from './content/hooks';
export {
  useBulkSoaEmailDisabled,
  useClientInvite,
  useClientInvites,
  useClientInvitesByApp,
  useCreateSoaEmailDraft,
  useDeleteClientInvite,
  useEsignatureId,
  useSelfServiceEmails,
  useSelfServiceEmailTemplates,
  useSendClientInvite,
  useSendEnhancedSoa,
  useSoa,
  useSoaDisclaimers,
  useSoaReport,
  useSoaRules,
  useSoaSearch,
  useSoasAwaitingSignature,
} from './soa/hooks';
export { useBulkSoaSend, useSendBulkSoa, type BulkSoaSendInput } from './soa/bulk-hooks';
export { useReportChart, useReportDownload, type ReportFile } from './reports/hooks';
export {
  useSaveSmsAccount,
  useSmsAccountSearch,
  useTestSmsAccount,
  type SaveSmsAccountArg,
} from './sms-accounts/hooks';
