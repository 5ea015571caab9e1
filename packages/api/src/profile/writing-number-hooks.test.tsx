import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { fakeHookServer } from '../react/test-utils';
import { useWritingNumbers } from './hooks';
import {
  useAddWritingNumber,
  useCarrierProductTypes,
  useCarriers,
  useDeleteWritingNumbers,
} from './writing-number-hooks';

const row = (id: number, number: string) => ({
  user_carrier_id: id,
  user_id: 7,
  agent_writing_number: number,
  carrier_id: 1,
  carrier_name: 'Humana',
  carrier_full_name: 'Humana Inc.',
  product_type_id: 9,
  product_type_name: 'Medicare Supplement',
  product_type_desc: 'Medigap',
  certification_year: null,
});
const page = (result: unknown[]) => ({
  success: true,
  total_records: result.length,
  page_number: 1,
  records_per_page: 500,
  result,
});

/** A server holding the user's writing numbers in memory, so a refresh shows what add and delete did. */
function setup(duplicate = false) {
  let rows = [row(1, 'HUM-1')];
  return fakeHookServer({
    'POST usercarrier/search/': () => ({ body: page(rows) }),
    'POST usercarrier': (body) => {
      if (duplicate)
        return {
          status: 409,
          body: {
            success: false,
            message: 'Agent Writing Number is already present for carrier with this product type',
          },
        };
      rows = [...rows, row(2, (body as { agent_writing_number: string }).agent_writing_number)];
      return {
        body: { success: true, message: 'Agent writing number has been added successfully', user_carrier_id: 2 },
      };
    },
    'POST usercarrier/deleteSelected': (body) => {
      const ids = (body as { user_carrier_ids: number[] }).user_carrier_ids;
      rows = rows.filter((r) => !ids.includes(r.user_carrier_id));
      return { body: { success: true, deleted: ids.length } };
    },
    'POST carrier/search/': {
      body: page([{ carrier_id: 1, carrier_name: 'Humana', carrier_full_name: 'Humana Inc.' }]),
    },
    'POST productType/listActiveByCarrier': {
      body: [{ product_type_id: 8, product_type_name: 'Medicare Advantage', product_type_desc: 'MA', active: '1' }],
    },
  });
}

describe('given the writing-number hooks', () => {
  it('when a number is added then the call sends the user id and the table refreshes with it', async () => {
    const { wrapper, bodies, calls } = setup();
    const { result } = renderHook(() => ({ table: useWritingNumbers(7), add: useAddWritingNumber(7) }), { wrapper });
    await waitFor(() => expect(result.current.table.data).toHaveLength(1));
    await act(async () => {
      const answer = await result.current.add.trigger({
        carrier_id: 1,
        product_type_id: 9,
        agent_writing_number: 'N-2',
      });
      expect(answer.user_carrier_id).toBe(2);
    });
    await waitFor(() =>
      expect(result.current.table.data?.map((r) => r.agent_writing_number)).toEqual(['HUM-1', 'N-2']),
    );
    expect(bodies[calls.indexOf('POST usercarrier')]).toEqual({
      carrier_id: 1,
      product_type_id: 9,
      agent_writing_number: 'N-2',
      user_id: 7,
    });
  });

  it('when the number is a duplicate then trigger rejects with the message', async () => {
    const { wrapper } = setup(true);
    const { result } = renderHook(() => useAddWritingNumber(7), { wrapper });
    let error: unknown;
    await act(async () => {
      error = await result.current
        .trigger({ carrier_id: 1, product_type_id: 9, agent_writing_number: 'N-2' })
        .catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Agent Writing Number is already present for carrier with this product type',
    );
  });

  it('when numbers are deleted then the table refreshes without them', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ table: useWritingNumbers(7), remove: useDeleteWritingNumbers(7) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.table.data).toHaveLength(1));
    await act(async () => {
      await result.current.remove.trigger([1]);
    });
    await waitFor(() => expect(result.current.table.data).toEqual([]));
  });

  it('when carriers and a carrier are asked then the lookups load; no carrier fetches no types', async () => {
    const { wrapper, calls } = setup();
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => ({
        carriers: useCarriers(),
        types: useCarrierProductTypes(id),
      }),
      { wrapper, initialProps: { id: null as number | null } },
    );
    await waitFor(() => expect(result.current.carriers.data?.[0]?.carrier_name).toBe('Humana'));
    expect(calls).not.toContain('POST productType/listActiveByCarrier');
    rerender({ id: 1 });
    await waitFor(() => expect(result.current.types.data?.[0]?.active).toBe('1'));
  });
});
