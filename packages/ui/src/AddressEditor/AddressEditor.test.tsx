import { CONTACT_EDITOR_MESSAGES as M, type ContactAddress, type CountiesByZipState } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { AddressEditor, type AddressEditorProps } from './AddressEditor';

const home: ContactAddress = {
  address_type_id: 'Home',
  address1: '100 N State St',
  address2: '',
  city: 'Chicago',
  state_id: 'IL',
  zip: '60602',
  county: 'Cook',
  address_id: 31,
  isSelected: true,
};
const mailing: ContactAddress = {
  address_type_id: 'Mailing',
  address1: 'PO Box 12',
  city: 'Evanston',
  state_id: 'IL',
  zip: '60201',
  county: 'Cook',
  address_id: 32,
  isSelected: false,
};

const cook: CountiesByZipState[] = [{ state_id: 'IL', state_name: 'Illinois', counties: [{ county_name: 'Cook' }] }];
const twoCounties: CountiesByZipState[] = [
  { state_id: 'IL', state_name: 'Illinois', counties: [{ county_name: 'Cook' }, { county_name: 'DuPage' }] },
];

function Controlled({
  initial = [home, mailing],
  onValueChange,
  ...props
}: Partial<AddressEditorProps> & { initial?: ContactAddress[] }) {
  const [value, setValue] = useState(initial);
  return (
    <AddressEditor
      {...props}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

const zipOf = (row: number) => screen.getByRole('textbox', { name: `Address ${row} Zip` });

describe('given an AddressEditor', () => {
  it('when shown then every row control is named by its row and the editor is axe-clean', async () => {
    const { container } = renderWithTheme(<Controlled />);
    expect(screen.getByRole('group', { name: 'Addresses' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Address 2 Type' })).toHaveTextContent('Mailing');
    expect(screen.getByRole('textbox', { name: 'Address 1 Street address' })).toHaveValue('100 N State St');
    expect(screen.getByRole('combobox', { name: 'Address 1 State' })).toHaveTextContent('Illinois');
    expect(screen.getByRole('combobox', { name: 'Address 1 County' })).toHaveTextContent('Cook');
    expect(screen.getByRole('checkbox', { name: 'Address 1 default' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when given no rows then a default Home row is shown and handed back', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Controlled initial={[]} onValueChange={onValueChange} />);
    expect(screen.getByRole('combobox', { name: 'Address 1 Type' })).toHaveTextContent('Home');
    expect(screen.getByRole('checkbox', { name: 'Address 1 default' })).toBeChecked();
    await waitFor(() =>
      expect(onValueChange).toHaveBeenCalledWith([
        { address_type_id: 'Home', address1: '', address2: '', city: '', state_id: '', zip: '', isSelected: true },
      ]),
    );
  });

  it.each([
    { mode: 'profile' as const, messages: [M.addressRequired, M.cityRequired, M.stateRequired, M.zipInvalid] },
    { mode: 'add-user' as const, messages: [M.addressRequired, M.cityRequired, M.stateRequired, M.zipInvalid] },
    { mode: 'lead' as const, messages: [] },
    { mode: 'registration' as const, messages: [] },
  ])('when empty in $mode mode with errors shown then it says $messages', ({ mode, messages }) => {
    renderWithTheme(<AddressEditor mode={mode} showErrors value={[]} />);
    const shown = [M.addressRequired, M.cityRequired, M.stateRequired, M.zipInvalid].filter((m) =>
      screen.queryByText(m),
    );
    expect(shown).toEqual(messages);
  });

  it('when a required field is left empty then its message describes it', async () => {
    const { user } = renderWithTheme(<Controlled mode="profile" />);
    const city = screen.getByRole('textbox', { name: 'Address 2 City' });
    expect(city).toBeRequired();
    await user.clear(city);
    await user.tab();
    expect(city).toHaveAccessibleDescription(M.cityRequired);
  });

  it('when a short zip is left in any mode then it says the zip is not correct', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.clear(zipOf(1));
    await user.type(zipOf(1), '606');
    await user.tab();
    expect(zipOf(1)).toHaveAccessibleDescription(M.zipInvalid);
  });

  it('when a zip with one county is typed then state and county are filled', async () => {
    const onZipLookup = vi
      .fn()
      .mockResolvedValue([{ state_id: 'WI', state_name: 'Wisconsin', counties: [{ county_name: 'Dane' }] }]);
    const { user } = renderWithTheme(<Controlled onZipLookup={onZipLookup} />);
    await user.clear(zipOf(2));
    await user.type(zipOf(2), '53703');
    expect(onZipLookup).toHaveBeenCalledWith('53703');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Address 2 State' })).toHaveTextContent('Wisconsin'),
    );
    expect(screen.getByRole('combobox', { name: 'Address 2 County' })).toHaveTextContent('Dane');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the zip is not found then the spec dialog shows, and closing it clears state, county and zip', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onZipLookup={async () => []} onValueChange={onValueChange} />);
    await user.clear(zipOf(1));
    await user.type(zipOf(1), '00000');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Zip code not found',
      description: 'The zip code you entered (00000) cannot be found in our system.',
    });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(zipOf(1)).toHaveFocus());
    expect(zipOf(1)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Address 1 State' })).not.toHaveTextContent('Illinois');
    expect(onValueChange).toHaveBeenLastCalledWith([{ ...home, state_id: '', county: '', zip: '' }, mailing]);
  });

  it('when the zip spans several counties then the verify-county dialog lists them and focus goes to County', async () => {
    const { user } = renderWithTheme(<Controlled onZipLookup={() => twoCounties} />);
    await user.clear(zipOf(1));
    await user.type(zipOf(1), '60126');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Verify the county',
      description: /verify that the correct county is selected/,
    });
    expect(within(dialog).getByText('Illinois')).toBeInTheDocument();
    expect(within(dialog).getByText('DuPage')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const county = screen.getByRole('combobox', { name: 'Address 1 County' });
    await waitFor(() => expect(county).toHaveFocus());
    expect(county).toHaveTextContent('Cook');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: 'DuPage' }));
    expect(county).toHaveTextContent('DuPage');
  });

  it('when the lookup answers after the zip changed then the late answer is ignored', async () => {
    let answer: (value: CountiesByZipState[]) => void = () => {};
    const onZipLookup = vi.fn(() => new Promise<CountiesByZipState[]>((resolve) => (answer = resolve)));
    const { user } = renderWithTheme(<Controlled onZipLookup={onZipLookup} />);
    await user.clear(zipOf(2));
    await user.type(zipOf(2), '53703');
    await user.type(zipOf(2), '{Backspace}');
    answer(cook);
    await Promise.resolve();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(zipOf(2)).toHaveValue('5370');
  });

  it('when an entry is added from Add Entry then it takes the type and its street is focused', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Add Entry: Address' }));
    expect((await screen.findAllByRole('option')).map((i) => i.textContent)).toEqual([
      'Home',
      'Billing',
      'Business',
      'Mailing',
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: 'Billing' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address 3 Street address' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Address 3 Type' })).toHaveTextContent('Billing');
  });

  it('when the default row is removed then it is struck through with Undo and the default passes on', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Remove Address 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo removing Address 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Address 1 City' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Address 2 default' })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Address 1' })).toHaveFocus());
    await user.click(screen.getByRole('checkbox', { name: 'Address 1 default' }));
    expect(screen.getByRole('checkbox', { name: 'Address 1 default' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Address 2 default' })).not.toBeChecked();
  });
});
