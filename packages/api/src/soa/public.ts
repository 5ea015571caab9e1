// The client's signing page calls (sign-in free): `POST public/soa/record` and `POST public/soa/sign`,
// each with the invite's token in the body, never the URL.
import { SOA_SIGNATURE_MAX_LENGTH, SOA_SIGNING_PRODUCT_TYPE_VALUES } from '@meridian/domain';
import { array, enums, literal, object, size, string, type Infer } from 'superstruct';
import { publicCall, type PublicCallOptions } from '../core/public-call';

/** The invite's token, as the public SOA calls take it. */
export const SoaTokenStruct = object({ token: size(string(), 20, 200) });
export type SoaToken = Infer<typeof SoaTokenStruct>;

/** Answer of `POST public/soa/record`: what the signing page shows. */
export const SoaSigningRecordStruct = object({
  success: literal(true),
  /** The agency (the account's business name). */
  account_business_name: string(),
  agent_name: string(),
  client_name: string(),
  /** MM/DD/YYYY, or '' when the agent gave none. */
  appointment_date: string(),
  /** Web, Email, Phone, Text or Walk in, or ''. */
  contact_method: string(),
  /** ISO 8601 instant: when the link stops working. */
  expires_at: string(),
});
export type SoaSigningRecord = Infer<typeof SoaSigningRecordStruct>;

/** Body of `POST public/soa/sign`: the client's product choices and typed signature. */
export const SoaSignStruct = object({
  token: size(string(), 20, 200),
  product_types: size(array(enums(SOA_SIGNING_PRODUCT_TYPE_VALUES)), 1, SOA_SIGNING_PRODUCT_TYPE_VALUES.length),
  signer_name: size(string(), 1, SOA_SIGNATURE_MAX_LENGTH),
});
export type SoaSign = Infer<typeof SoaSignStruct>;

/** Answer of `POST public/soa/sign`. */
export const SoaSignAnswerStruct = object({
  success: literal(true),
  message: string(),
  /** ISO 8601 instant. */
  signed_at: string(),
});
export type SoaSignAnswer = Infer<typeof SoaSignAnswerStruct>;

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** `POST public/soa/record`: the SOA the link opens. An expired, used or invalid link rejects with the server's message. */
export function getSoaSigningRecord(token: string, options: PublicCallOptions = {}) {
  return publicCall('getSoaSigningRecord', SoaSigningRecordStruct, 'soa/record', json({ token }), options);
}

/** `POST public/soa/sign`: the client signs; a second signature is refused. */
export function signSoa(body: SoaSign, options: PublicCallOptions = {}) {
  return publicCall('signSoa', SoaSignAnswerStruct, 'soa/sign', json(body), options);
}
