import type { ApiClient } from '../core/client';
import { AddressTypesStruct, CountiesByZipStruct, EmailTypesStruct, PhoneTypesStruct } from './contract';

/** `GET geo/countiesByZip/{zip}`: the states and counties of a five-digit zip (the address editors' lookup). */
export async function getCountiesByZip(client: ApiClient, zip: string) {
  return (
    await client.request({
      call: 'getCountiesByZip',
      method: 'GET',
      path: `geo/countiesByZip/${encodeURIComponent(zip)}`,
      struct: CountiesByZipStruct,
    })
  ).data;
}

/** `GET email/types`: the email types the contact editors offer. */
export async function getEmailTypes(client: ApiClient) {
  return (await client.request({ call: 'getEmailTypes', method: 'GET', path: 'email/types', struct: EmailTypesStruct }))
    .data;
}

/** `GET phone/types`: the phone types the contact editors offer. */
export async function getPhoneTypes(client: ApiClient) {
  return (await client.request({ call: 'getPhoneTypes', method: 'GET', path: 'phone/types', struct: PhoneTypesStruct }))
    .data;
}

/** `GET address/types`: the address types the contact editors offer. */
export async function getAddressTypes(client: ApiClient) {
  return (
    await client.request({ call: 'getAddressTypes', method: 'GET', path: 'address/types', struct: AddressTypesStruct })
  ).data;
}
