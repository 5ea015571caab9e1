import type { ApiClient } from '../client';
import { CountiesByZipStruct } from '../contract/geo';

/** `GET geo/countiesByZip/{zip}`: the states and counties of a five-digit zip (the address editors' lookup). */
export async function getCountiesByZip(client: ApiClient, zip: string) {
  return (await client.request({ call: 'getCountiesByZip', method: 'GET', path: `geo/countiesByZip/${encodeURIComponent(zip)}`, struct: CountiesByZipStruct })).data;
}
