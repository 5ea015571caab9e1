// The public API of the registration feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  AgreementAnswerStruct,
  InvitingOwnerStruct,
  RegistrationAnswerStruct,
  RegistrationLinkAnswerStruct,
  RegistrationRequestStruct,
  ValidateUrlAnswerStruct,
  ValidateUrlRequestStruct,
  type AgreementAnswer,
  type RegistrationAnswer,
  type RegistrationLinkAnswer,
  type RegistrationRequest,
  type ValidateUrlAnswer,
} from './contract';
export {
  buildRegistrationLink,
  getAgreement,
  REGISTRATION_API,
  submitRegistration,
  validateRegistrationUrl,
  type PublicCallOptions,
} from './calls';
