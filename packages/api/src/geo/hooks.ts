import useSWR from 'swr';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { getAddressTypes, getEmailTypes, getPhoneTypes } from './calls';

/** `GET email/types`: read once per session (the list only changes with a release). */
export function useEmailTypes() {
  const client = useApiClient();
  return useSWR(apiKeys.emailTypes(), () => getEmailTypes(client), { revalidateOnFocus: false });
}

/** `GET phone/types`. */
export function usePhoneTypes() {
  const client = useApiClient();
  return useSWR(apiKeys.phoneTypes(), () => getPhoneTypes(client), { revalidateOnFocus: false });
}

/** `GET address/types`. */
export function useAddressTypes() {
  const client = useApiClient();
  return useSWR(apiKeys.addressTypes(), () => getAddressTypes(client), { revalidateOnFocus: false });
}
