import { array, object, string, type Infer } from 'superstruct';
import { AddressTypeStruct, EmailTypeStruct, PhoneTypeStruct } from '../user/contract';

/** One state of a zip with its counties. */
export const CountiesByZipStateStruct = object({
  state_id: string(),
  state_name: string(),
  counties: array(object({ county_name: string() })),
});
export type CountiesByZipState = Infer<typeof CountiesByZipStateStruct>;

/** Answer of `GET geo/countiesByZip/{zip}` (spec 02 §7.1): the states with their counties; none for an unknown zip. */
export const CountiesByZipStruct = array(CountiesByZipStateStruct);
export type CountiesByZip = Infer<typeof CountiesByZipStruct>;

/** Answer of `GET email/types` (spec 01 §7, spec 02 §7.4): the email types of @meridian/domain, in its order. */
export const EmailTypesStruct = array(EmailTypeStruct);
/** Answer of `GET phone/types`. */
export const PhoneTypesStruct = array(PhoneTypeStruct);
/** Answer of `GET address/types`. */
export const AddressTypesStruct = array(AddressTypeStruct);
