// Agent writing numbers added and deleted, and the carrier and product-type lookups of the Add
// Agent Writing Number dialog (spec 02 §2.10, §2.11, §3.5, §7.4).
import {
  array,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import type { ApiClient } from '../core/client';
import { Flag } from '../core/common';
import { searchAnswerStruct, type SearchBody } from '../core/search';

const RowId = min(integer(), 1);

/**
 * Body of `POST usercarrier` (spec 02 §7.4). The server checks it with the domain's
 * `validateWritingNumber`; a plan year sent for a product type that offers none is dropped.
 */
export const WritingNumberAddStruct = object({
  user_id: RowId,
  carrier_id: RowId,
  product_type_id: RowId,
  agent_writing_number: size(string(), 0, 200),
  certification_year: optional(nullable(integer())),
});
export type WritingNumberAdd = Infer<typeof WritingNumberAddStruct>;

/** 'Agent writing number has been added successfully' and the new row's id. */
export const WritingNumberAddAnswerStruct = object({
  success: literal(true),
  message: string(),
  user_carrier_id: number(),
});
export type WritingNumberAddAnswer = Infer<typeof WritingNumberAddAnswerStruct>;

/** Body of `POST usercarrier/deleteSelected`: at least one id (else the spec's at-least-one message). */
export const WritingNumberDeleteStruct = object({ user_carrier_ids: size(array(RowId), 0, 500) });
export type WritingNumberDelete = Infer<typeof WritingNumberDeleteStruct>;

export const WritingNumberDeleteAnswerStruct = object({ success: literal(true), deleted: number() });
export type WritingNumberDeleteAnswer = Infer<typeof WritingNumberDeleteAnswerStruct>;

/** A carrier, a row of `POST carrier/search/`. */
export const CarrierStruct = object({ carrier_id: number(), carrier_name: string(), carrier_full_name: string() });
export type Carrier = Infer<typeof CarrierStruct>;
export const CarrierSearchAnswerStruct = searchAnswerStruct(CarrierStruct);

/** A product type of a carrier (`POST productType/listActiveByCarrier`): active '1' offered now, '0' no longer. */
export const CarrierProductTypeStruct = object({
  product_type_id: number(),
  product_type_name: string(),
  product_type_desc: string(),
  active: Flag,
});
export type CarrierProductType = Infer<typeof CarrierProductTypeStruct>;

/** `POST usercarrier`: adds a writing number; a duplicate rejects (409) with the spec's message. */
export async function addWritingNumber(client: ApiClient, body: WritingNumberAdd) {
  return (
    await client.request({
      call: 'addWritingNumber',
      method: 'POST',
      path: 'usercarrier',
      body,
      struct: WritingNumberAddAnswerStruct,
    })
  ).data;
}

/** `POST usercarrier/deleteSelected`: deletes the writing numbers, all or none. */
export async function deleteWritingNumbers(client: ApiClient, body: WritingNumberDelete) {
  return (
    await client.request({
      call: 'deleteWritingNumbers',
      method: 'POST',
      path: 'usercarrier/deleteSelected',
      body,
      struct: WritingNumberDeleteAnswerStruct,
    })
  ).data;
}

/** `POST carrier/search/`: the carriers (product-wide reference data). */
export async function searchCarriers(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchCarriers',
      method: 'POST',
      path: 'carrier/search/',
      body,
      struct: CarrierSearchAnswerStruct,
    })
  ).data;
}

/** `POST productType/listActiveByCarrier`: every product type with whether the carrier offers it. */
export async function listCarrierProductTypes(client: ApiClient, carrier_id: number) {
  return (
    await client.request({
      call: 'listCarrierProductTypes',
      method: 'POST',
      path: 'productType/listActiveByCarrier',
      body: { carrier_id },
      struct: array(CarrierProductTypeStruct),
    })
  ).data;
}
