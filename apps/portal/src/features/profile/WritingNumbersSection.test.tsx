import type { WritingNumber } from '@meridian/api';
import { PROFILE_MESSAGES, planYearChoices } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, fakeApi, renderWithPortal, type FakeRequest } from '../../test-utils';
import { WRITING_NUMBER_TEXT as T } from './text';
import { WritingNumbersSection } from './WritingNumbersSection';

const [thisYear, nextYear] = planYearChoices(new Date());

const row = (id: number, number: string, year: number | null = null): WritingNumber => ({
  user_carrier_id: id,
  user_id: 7,
  agent_writing_number: number,
  carrier_id: 1,
  carrier_name: 'Humana',
  carrier_full_name: 'Humana Inc.',
  product_type_id: year === null ? 9 : 8,
  product_type_name: year === null ? 'Medicare Supplement' : 'Medicare Advantage',
  product_type_desc: '',
  certification_year: year,
});

/** A fake server holding the user's writing numbers; add and delete change them as the real one would. */
function server({ duplicate = false } = {}) {
  let rows = [row(1, 'HUM-1', thisYear!)];
  return fakeApi({
    'POST usercarrier/search/': () => ({
      body: { success: true, total_records: rows.length, page_number: 1, records_per_page: 500, result: rows },
    }),
    'POST carrier/search/': () => ({
      body: {
        success: true,
        total_records: 2,
        page_number: 1,
        records_per_page: 1000,
        result: [
          { carrier_id: 3, carrier_name: 'Aetna', carrier_full_name: 'Aetna Medicare' },
          { carrier_id: 1, carrier_name: 'Humana', carrier_full_name: 'Humana Inc.' },
        ],
      },
    }),
    'POST productType/listActiveByCarrier': () => ({
      body: [
        { product_type_id: 8, product_type_name: 'Medicare Advantage', product_type_desc: '', active: '1' },
        { product_type_id: 11, product_type_name: 'Medicare Part D', product_type_desc: '', active: '1' },
        { product_type_id: 9, product_type_name: 'Medicare Supplement', product_type_desc: '', active: '0' },
      ],
    }),
    'POST usercarrier': ({ body }: FakeRequest) => {
      if (duplicate) return { status: 409, body: { success: false, message: PROFILE_MESSAGES.writingNumberDuplicate } };
      const b = body as { agent_writing_number: string; certification_year: number | null };
      rows = [
        ...rows,
        { ...row(2, b.agent_writing_number, b.certification_year), carrier_full_name: 'Aetna Medicare' },
      ];
      return { body: { success: true, message: PROFILE_MESSAGES.writingNumberAdded, user_carrier_id: 2 } };
    },
    'POST usercarrier/deleteSelected': ({ body }: FakeRequest) => {
      const ids = (body as { user_carrier_ids: number[] }).user_carrier_ids;
      rows = rows.filter((r) => !ids.includes(r.user_carrier_id));
      return { body: { success: true, deleted: ids.length } };
    },
  });
}

const addDialog = () => screen.getByRole('dialog', { name: T.title });

async function choose(user: ReturnType<typeof renderWithPortal>['user'], label: string, option: string) {
  await user.click(within(addDialog()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('given the profile writing-number section', () => {
  it('when Add is pressed and the form sent empty then the domain messages show and nothing is sent; no axe violations', async () => {
    const api = server();
    const { user } = renderWithPortal(<WritingNumbersSection userId={7} />, { client: api.client });
    await screen.findByRole('cell', { name: 'HUM-1' });
    await user.click(screen.getByRole('button', { name: 'Add Agent Writing Number' }));
    const dialog = await screen.findByRole('dialog', { name: T.title });
    expect(within(dialog).queryByRole('combobox', { name: T.planYear })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText('Carrier is required.')).toBeVisible();
    expect(within(dialog).getByText('Product Type is required.')).toBeVisible();
    expect(within(dialog).getByText('Agent Writing Number is required.')).toBeVisible();
    expect(api.callsTo('POST', 'usercarrier')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('when an MA number is added then the plan year is offered (this year and next), the success message shows, the table refreshes and the dialog closes after 2 s', async () => {
    const api = server();
    const { user } = renderWithPortal(<WritingNumbersSection userId={7} />, { client: api.client });
    await screen.findByRole('cell', { name: 'HUM-1' });
    await user.click(screen.getByRole('button', { name: 'Add Agent Writing Number' }));
    await screen.findByRole('dialog', { name: T.title });
    await choose(user, T.carrier, 'Aetna Medicare');
    await user.click(within(addDialog()).getByRole('combobox', { name: T.productType }));
    expect(screen.getByRole('group', { name: 'Active' })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Inactive' })).getByRole('option')).toHaveTextContent(
      'Medicare Supplement',
    );
    await user.click(screen.getByRole('option', { name: 'Medicare Advantage' }));
    await user.click(within(addDialog()).getByRole('combobox', { name: T.planYear }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([String(thisYear), String(nextYear)]);
    await user.click(screen.getByRole('option', { name: String(nextYear) }));
    await user.type(within(addDialog()).getByRole('textbox', { name: T.number }), 'AET-77');
    await user.click(within(addDialog()).getByRole('button', { name: T.add }));

    expect(await within(addDialog()).findByText(PROFILE_MESSAGES.writingNumberAdded)).toBeVisible();
    expect(api.callsTo('POST', 'usercarrier')[0]!.body).toEqual({
      user_id: 7,
      carrier_id: 3,
      product_type_id: 8,
      agent_writing_number: 'AET-77',
      certification_year: nextYear,
    });
    expect(await screen.findByRole('cell', { name: 'AET-77', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: T.title })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.title })).toBeNull(), { timeout: 3500 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Agent Writing Number' })).toHaveFocus());
  });

  it('when the number is a duplicate then the spec message shows and the table is unchanged', async () => {
    const api = server({ duplicate: true });
    const { user } = renderWithPortal(<WritingNumbersSection userId={7} />, { client: api.client });
    await screen.findByRole('cell', { name: 'HUM-1' });
    await user.click(screen.getByRole('button', { name: 'Add Agent Writing Number' }));
    await screen.findByRole('dialog', { name: T.title });
    await choose(user, T.carrier, 'Humana Inc.');
    await choose(user, T.productType, 'Medicare Supplement');
    expect(within(addDialog()).queryByRole('combobox', { name: T.planYear })).toBeNull();
    await user.type(within(addDialog()).getByRole('textbox', { name: T.number }), 'HUM-1');
    await user.click(within(addDialog()).getByRole('button', { name: T.add }));
    expect(await within(addDialog()).findByText(PROFILE_MESSAGES.writingNumberDuplicate)).toBeVisible();
    expect(api.callsTo('POST', 'usercarrier')[0]!.body).toMatchObject({ certification_year: null });
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(2);
  });

  it('when two numbers are chosen then the bulk confirmation asks, No keeps them and Yes deletes both', async () => {
    const api = server();
    const { user } = renderWithPortal(<WritingNumbersSection userId={7} />, { client: api.client });
    await screen.findByRole('cell', { name: 'HUM-1' });
    await user.click(screen.getByRole('button', { name: 'Add Agent Writing Number' }));
    await choose(user, T.carrier, 'Humana Inc.');
    await choose(user, T.productType, 'Medicare Supplement');
    await user.type(within(addDialog()).getByRole('textbox', { name: T.number }), 'HUM-2');
    await user.click(within(addDialog()).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.title })).toBeNull(), { timeout: 3500 });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Aetna Medicare HUM-2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Humana Inc. HUM-1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(PROFILE_MESSAGES.writingNumbersDeleteConfirm)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.callsTo('POST', 'usercarrier/deleteSelected')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'HUM-2' })).toBeNull());
    expect(screen.queryByRole('cell', { name: 'HUM-1' })).toBeNull();
    const sent = api.callsTo('POST', 'usercarrier/deleteSelected')[0]!.body as { user_carrier_ids: number[] };
    expect([...sent.user_carrier_ids].sort()).toEqual([1, 2]);
  });

  it('when a delete fails then the server message shows', async () => {
    const { user } = renderWithPortal(<WritingNumbersSection userId={7} />, {
      client: fakeApi({
        'POST usercarrier/search/': () => ({
          body: { success: true, total_records: 1, page_number: 1, records_per_page: 500, result: [row(1, 'HUM-1')] },
        }),
        'POST usercarrier/deleteSelected': () => ({ status: 404, body: { success: false, message: 'Not found' } }),
      }).client,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Humana Inc. HUM-1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Not found')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'HUM-1' })).toBeVisible();
  });

  it('when a number is deleted after the confirmation then it leaves the table', async () => {
    const api = server();
    const { user } = renderWithPortal(<WritingNumbersSection userId={7} />, { client: api.client });
    await screen.findByRole('cell', { name: 'HUM-1' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PROFILE_MESSAGES.writingNumberDeleteNoneSelected)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select Humana Inc. HUM-1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(PROFILE_MESSAGES.writingNumberDeleteConfirm)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'HUM-1' })).toBeNull());
    expect(api.callsTo('POST', 'usercarrier/deleteSelected')[0]!.body).toEqual({ user_carrier_ids: [1] });
  });
});
