import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccount } from '../user/hooks';
import { fakeHookServer } from '../react/test-utils';
import {
  useAddProductFilters,
  useDeleteProductFilter,
  useLeadInstructionSearch,
  useProductFilterSearch,
  useSaveLeadInstruction,
  useUploadCobrandLogo,
} from './hooks';

const page = <T,>(result: T[]) => ({
  success: true,
  total_records: result.length,
  page_number: 1,
  records_per_page: 25,
  result,
});

describe('given the lead instruction, product filter and account hooks (issue 16)', () => {
  it('when an instruction is added then the search is read again and holds it', async () => {
    const rows: Array<{
      lead_instruction_id: number;
      lead_instruction_text: string;
      sort_order: number;
      active: '0' | '1';
    }> = [];
    const { calls, bodies, wrapper } = fakeHookServer({
      'POST LeadInstructions/search': () => ({ body: page(rows) }),
      'POST leadInstructions': (body) => {
        const row = {
          lead_instruction_id: 7,
          sort_order: 0,
          active: '1' as const,
          ...(body as { lead_instruction_text: string }),
        };
        rows.push(row);
        return { status: 201, body: { success: true, result: row } };
      },
      'POST leadInstructions/7': { status: 400, body: { success: false, message: 'Enter the instruction text.' } },
    });
    const { result } = renderHook(
      () => ({ search: useLeadInstructionSearch({ criteria: {} }), save: useSaveLeadInstruction() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.search.data?.result).toEqual([]));
    await act(async () => {
      await result.current.save.trigger({ lead_instruction_text: 'Confirm Part B' });
    });
    await waitFor(() =>
      expect(result.current.search.data?.result.map((r) => r.lead_instruction_text)).toEqual(['Confirm Part B']),
    );
    expect(bodies[calls.indexOf('POST leadInstructions')]).toEqual({ lead_instruction_text: 'Confirm Part B' });
    await act(async () => {
      await expect(result.current.save.trigger({ lead_instruction_id: 7, lead_instruction_text: ' ' })).rejects.toThrow(
        'Enter the instruction text.',
      );
    });
  });

  it('when a plan is added to and removed from the filter then the filter search follows', async () => {
    let filter: Array<Record<string, unknown>> = [];
    const { wrapper } = fakeHookServer({
      'POST productFilter/search/': () => ({ body: page(filter) }),
      'POST productFilter/': () => {
        filter = [
          {
            product_filter_id: 3,
            plan_id: 22,
            plan_name: 'Wellcare Giveback (HMO)',
            contract_plan_id: 'H5590-006',
            plan_year: 2026,
            carrier_name: 'Wellcare',
            product_type_name: 'Medicare Advantage',
            created_at: '2026-11-25T10:00:00.000Z',
          },
        ];
        return { status: 201, body: { success: true, added: 1 } };
      },
      'GET productFilter/3/delete/': () => {
        filter = [];
        return { body: { success: true } };
      },
    });
    const { result } = renderHook(
      () => ({
        search: useProductFilterSearch({ criteria: {} }),
        add: useAddProductFilters(),
        remove: useDeleteProductFilter(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.data?.total_records).toBe(0));
    await act(async () => {
      expect(await result.current.add.trigger({ plan_ids: [22] })).toEqual({ success: true, added: 1 });
    });
    await waitFor(() => expect(result.current.search.data?.result[0]?.plan_id).toBe(22));
    await act(async () => {
      await result.current.remove.trigger({ product_filter_id: 3 });
    });
    await waitFor(() => expect(result.current.search.data?.result).toEqual([]));
  });

  it('when a logo is uploaded then the account is read again with its new address', async () => {
    let logo: string | null = '/cobrand/demo-agency.svg';
    const { wrapper } = fakeHookServer({
      'GET account/4': () => ({
        body: {
          account_id: 4,
          account_name: 'Demo Agency',
          active: '1',
          account_owner_user_id: 1,
          owner_fname: 'Dana',
          owner_lname: 'Whitfield',
          cobrand_asset_urls: { logo_1: null, logo_2: logo, logo_3: null },
        },
      }),
      'POST account/4/cobrand': () => {
        logo = '/api/cobrand/load/4?logo_id=9';
        return { body: { success: true, logo: 'logo_2', url: logo } };
      },
    });
    const { result } = renderHook(() => ({ account: useAccount(4), upload: useUploadCobrandLogo(4) }), { wrapper });
    await waitFor(() =>
      expect(result.current.account.data?.cobrand_asset_urls.logo_2).toBe('/cobrand/demo-agency.svg'),
    );
    await act(async () => {
      await result.current.upload.trigger({ logo: 'logo_2', data: 'iVBORw0KGgo=' });
    });
    await waitFor(() =>
      expect(result.current.account.data?.cobrand_asset_urls.logo_2).toBe('/api/cobrand/load/4?logo_id=9'),
    );
  });
});
