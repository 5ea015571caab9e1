// The public API of the geo feature (the contact editors' lookups); src/index.ts re-exports it
// (exports.test.ts snapshots the names).
export {
  AddressTypesStruct,
  CountiesByZipStateStruct,
  CountiesByZipStruct,
  EmailTypesStruct,
  PhoneTypesStruct,
  type CountiesByZip,
  type CountiesByZipState,
} from './contract';
export { getAddressTypes, getCountiesByZip, getEmailTypes, getPhoneTypes } from './calls';
