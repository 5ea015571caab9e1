// SMS accounts (issue 29): the wire contract and calls; the hooks are at @meridian/api/react.
export {
  SmsAccountAnswerStruct,
  SmsAccountSaveStruct,
  SmsAccountSearchAnswerStruct,
  SmsAccountStruct,
  SmsTestAnswerStruct,
  SmsTestStruct,
  type SmsAccount,
  type SmsAccountAnswer,
  type SmsAccountSave,
  type SmsAccountSearchAnswer,
  type SmsTest,
  type SmsTestAnswer,
} from './contract';
export { saveSmsAccount, searchSmsAccounts, testSmsAccount } from './calls';
