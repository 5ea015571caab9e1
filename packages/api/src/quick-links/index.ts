// The public API of the quick-links feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  QUICK_LINK_HIERARCHY_IDS,
  QuickLinkActionAnswerStruct,
  QuickLinkDisplaySaveStruct,
  QuickLinkPayloadStruct,
  QuickLinkSaveAnswerStruct,
  QuickLinkSearchAnswerStruct,
  QuickLinkStruct,
  TargetLeadsSsoStruct,
  type QuickLink,
  type QuickLinkActionAnswer,
  type QuickLinkDisplaySave,
  type QuickLinkPayload,
  type QuickLinkSaveAnswer,
  type QuickLinkSearchAnswer,
  type TargetLeadsSso,
} from './contract';
export {
  createQuickLink,
  deleteQuickLink,
  getTargetLeadsSso,
  hideQuickLinkForAccount,
  revealQuickLinkForAccount,
  saveQuickLinkDisplay,
  searchQuickLinks,
  updateQuickLink,
} from './calls';
