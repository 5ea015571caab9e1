import { array, object, string, type Infer } from 'superstruct';

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
