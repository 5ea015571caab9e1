import { validate } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { ApiError } from '../core/errors';
import {
  addWritingNumber,
  deleteWritingNumbers,
  listCarrierProductTypes,
  searchCarriers,
  WritingNumberAddStruct,
  WritingNumberDeleteStruct,
} from './writing-numbers';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose every call answers `answer`, recording method, path and body. */
function clientAnswering(answer: unknown, status = 200) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return json(status, answer);
  });
  const client = createApiClient({
    session: { read: () => ({ user_id: 7, access_token: 'A', refresh_token: 'R' }), write: () => {}, clear: () => {} },
    fetch,
  });
  return { client, sent };
}

const add = { user_id: 7, carrier_id: 1, product_type_id: 8, agent_writing_number: 'HUM-1', certification_year: 2026 };

describe('given the writing-number calls', () => {
  it.each([
    {
      name: 'addWritingNumber',
      run: (c: never) => addWritingNumber(c, add),
      answer: { success: true, message: 'Agent writing number has been added successfully', user_carrier_id: 12 },
      path: '/api/usercarrier',
      body: add,
    },
    {
      name: 'deleteWritingNumbers',
      run: (c: never) => deleteWritingNumbers(c, { user_carrier_ids: [3, 4] }),
      answer: { success: true, deleted: 2 },
      path: '/api/usercarrier/deleteSelected',
      body: { user_carrier_ids: [3, 4] },
    },
    {
      name: 'searchCarriers',
      run: (c: never) => searchCarriers(c, { criteria: {} }),
      answer: {
        success: true,
        total_records: 1,
        page_number: 1,
        records_per_page: 1000,
        result: [{ carrier_id: 1, carrier_name: 'Humana', carrier_full_name: 'Humana Inc.' }],
      },
      path: '/api/carrier/search/',
      body: { criteria: {} },
    },
    {
      name: 'listCarrierProductTypes',
      run: (c: never) => listCarrierProductTypes(c, 1),
      answer: [{ product_type_id: 8, product_type_name: 'Medicare Advantage', product_type_desc: 'MA', active: '1' }],
      path: '/api/productType/listActiveByCarrier',
      body: { carrier_id: 1 },
    },
  ])('when $name is called then it sends POST $path and answers the contract', async ({ run, answer, path, body }) => {
    const { client, sent } = clientAnswering(answer);
    await expect(run(client as never)).resolves.toEqual(answer);
    expect(sent).toEqual([{ method: 'POST', path, body }]);
  });

  it('when the number is a duplicate then addWritingNumber rejects with the server message', async () => {
    const message = 'Agent Writing Number is already present for carrier with this product type';
    const { client } = clientAnswering({ success: false, message }, 409);
    const error = await addWritingNumber(client, add).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });

  it('when product types break the contract then the call rejects', async () => {
    const { client } = clientAnswering([{ product_type_id: 8, active: 'yes' }]);
    await expect(listCarrierProductTypes(client, 1)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('given the writing-number request structs', () => {
  it('when an add is read then ids are positive and the plan year may be left out or null', () => {
    expect(validate({ ...add, certification_year: undefined }, WritingNumberAddStruct)[0]).toBeUndefined();
    expect(validate({ ...add, certification_year: null }, WritingNumberAddStruct)[0]).toBeUndefined();
    expect(validate({ ...add, carrier_id: 0 }, WritingNumberAddStruct)[0]?.path).toEqual(['carrier_id']);
    expect(validate({ ...add, agent_writing_number: 'x'.repeat(201) }, WritingNumberAddStruct)[0]).toBeDefined();
  });

  it('when a delete is read then an empty list passes (the server answers the at-least-one message)', () => {
    expect(validate({ user_carrier_ids: [] }, WritingNumberDeleteStruct)[0]).toBeUndefined();
    expect(validate({ user_carrier_ids: [-1] }, WritingNumberDeleteStruct)[0]).toBeDefined();
  });
});
