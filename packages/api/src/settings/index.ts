// The public API of the settings feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  CanSendTextStruct,
  CommunicationPreferencesStruct,
  CommunicationPreferencesUpdateAnswerStruct,
  CommunicationPreferencesUpdateStruct,
  CommunicationPreferenceStruct,
  SELF_SERVICE_OPTION_TYPE_IDS,
  SelfServiceConfigItemStruct,
  SelfServiceConfigOptionStruct,
  SelfServiceConfigUpdateAnswerStruct,
  SelfServiceConfigUpdateStruct,
  type CanSendText,
  type CommunicationPreference,
  type CommunicationPreferences,
  type CommunicationPreferencesUpdate,
  type CommunicationPreferencesUpdateAnswer,
  type SelfServiceConfigItem,
  type SelfServiceConfigOption,
  type SelfServiceConfigUpdate,
  type SelfServiceConfigUpdateAnswer,
} from './contract';
export {
  canSendText,
  getCommunicationPreferences,
  searchSelfServiceConfig,
  updateCommunicationPreferences,
  updateSelfServiceConfig,
} from './calls';
