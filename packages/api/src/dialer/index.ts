// The public API of the dialer feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  DialerSettingsUpdateAnswerStruct,
  DialerSettingsUpdateStruct,
  PhoneCallAnswerStruct,
  PhoneCallRequestStruct,
  PhoneDialerAuthSettingsStruct,
  PhoneDialerBehaviorTypesStruct,
  PhoneDialerBehaviorTypeStruct,
  type DialerSettingsUpdate,
  type DialerSettingsUpdateAnswer,
  type PhoneCallAnswer,
  type PhoneCallRequest,
  type PhoneDialerAuthSettings,
  type PhoneDialerBehaviorType,
  type PhoneDialerBehaviorTypes,
} from './contract';
export {
  getDialerAuthSettings,
  listDialerBehaviorTypes,
  placePhoneCall,
  updateAccountSettings,
  updateUserSettings,
} from './calls';
