import { CONTACT_EDITOR_MESSAGES as M, type ContactAddress, type CountiesByZipState } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { AddressEditor, type AddressEditorProps } from './AddressEditor';

const filled: ContactAddress[] = [
  {
    address_type_id: 'Home',
    address1: '100 N State St',
    address2: 'Apt 4',
    city: 'Chicago',
    state_id: 'IL',
    zip: '60602',
    county: 'Cook',
    address_id: 31,
    isSelected: true,
  },
  {
    address_type_id: 'Mailing',
    address1: 'PO Box 12',
    city: 'Evanston',
    state_id: 'IL',
    zip: '60201',
    county: 'Cook',
    address_id: 32,
    isSelected: false,
  },
];

/** A stand-in for `geo/countiesByZip/{zip}`: 00000 is unknown, 60126 spans two counties. */
const countiesByZip: Record<string, CountiesByZipState[]> = {
  '53703': [{ state_id: 'WI', state_name: 'Wisconsin', counties: [{ county_name: 'Dane' }] }],
  '60126': [{ state_id: 'IL', state_name: 'Illinois', counties: [{ county_name: 'Cook' }, { county_name: 'DuPage' }] }],
};
const lookUpZip = async (zip: string) => countiesByZip[zip] ?? [];

/** Holds the entries, as a form would. */
function Stateful({ value, onValueChange, ...props }: AddressEditorProps) {
  const [addresses, setAddresses] = useState(value ?? []);
  return (
    <AddressEditor
      {...props}
      value={addresses}
      onValueChange={(next) => {
        onValueChange?.(next);
        setAddresses(next);
      }}
    />
  );
}

const meta = {
  title: 'Contact/AddressEditor',
  component: AddressEditor,
  args: {
    value: filled,
    onValueChange: fn(),
    onZipLookup: fn(lookUpZip),
    mode: 'lead',
    showErrors: false,
    disabled: false,
  },
  argTypes: {
    value: { control: false },
    defaultValue: { control: false },
    mode: { control: 'select', options: ['profile', 'add-user', 'sms-users', 'lead', 'registration'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AddressEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

const zipOf = (canvas: ReturnType<typeof within>, row: number) =>
  canvas.getByRole('textbox', { name: `Address ${row} Zip` }) as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Address 1 Street address' })).toHaveValue('100 N State St');
    await expect(canvas.getByRole('combobox', { name: 'Address 1 County' })).toHaveTextContent('Cook');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Empty: Story = {
  name: 'Empty (a Home row is added)',
  args: { value: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Address 1 Type' })).toHaveTextContent('Home');
    await expect(canvas.getByRole('checkbox', { name: 'Address 1 default' })).toBeChecked();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const AddByKeyboard: Story = {
  name: 'Add Entry, type change, default and remove by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Add Entry: Address' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('listbox', { name: 'Add Entry: Address' });
    await expect(await axeViolations(list)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Address 3 Street address' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Address 3 Type' })).toHaveTextContent('Billing');
    // Type change: back to the type select, choose Business.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('combobox', { name: 'Address 3 Type' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Address 3 Type' })).toHaveTextContent('Business');
    // Default toggle, then remove and Undo.
    canvas.getByRole('checkbox', { name: 'Address 3 default' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Address 1 default' })).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Address 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo removing Address 3' })).toHaveFocus());
    // The removed default passes to the first remaining address.
    await expect(canvas.getByRole('checkbox', { name: 'Address 1 default' })).toBeChecked();
    await expect(getComputedStyle(canvas.getByRole('textbox', { name: 'Address 3 City' })).textDecorationLine).toBe(
      'line-through',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Address 3' })).toHaveFocus());
  },
};

export const ZipNotFound: Story = {
  name: 'Zip not found',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const zip = zipOf(canvas, 1);
    zip.focus();
    zip.select();
    await userEvent.keyboard('00000');
    await expect(args.onZipLookup).toHaveBeenCalledWith('00000');
    const dialog = await body.findByRole('alertdialog', {
      name: 'Zip code not found',
      description: 'The zip code you entered (00000) cannot be found in our system.',
    });
    await expect(await axeViolations(dialog)).toEqual([]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // Closing clears state, county and zip, and focus is back in the zip.
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(zip).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Address 1 State' })).toHaveTextContent('Select');
    await expect(canvas.getByRole('combobox', { name: 'Address 1 County' })).toBeDisabled();
  },
};

export const SeveralCounties: Story = {
  name: 'Zip with several counties',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const zip = zipOf(canvas, 2);
    zip.focus();
    zip.select();
    await userEvent.keyboard('60126');
    const dialog = await body.findByRole('alertdialog', {
      name: 'Verify the county',
      description: /verify that the correct county is selected/,
    });
    await waitFor(() => expect(within(dialog).getByText('DuPage')).toBeVisible());
    // Focus moves into the dialog before Escape closes it.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    const county = canvas.getByRole('combobox', { name: 'Address 2 County' });
    await waitFor(() => expect(county).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cook', 'DuPage']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(county).toHaveTextContent('DuPage');
  },
};

export const OneCounty: Story = {
  name: 'Zip with one county',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zip = zipOf(canvas, 2);
    zip.focus();
    zip.select();
    await userEvent.keyboard('53703');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Address 2 State' })).toHaveTextContent('Wisconsin'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Address 2 County' })).toHaveTextContent('Dane');
    await expect(zip).toHaveFocus();
  },
};

export const ProfileValidation: Story = {
  name: 'Error (profile mode: fields required)',
  args: { mode: 'profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'Address 2 City' });
    await expect(city).toBeRequired();
    await userEvent.clear(city);
    await userEvent.tab();
    await expect(city).toHaveAccessibleDescription(M.cityRequired);
    const street = canvas.getByRole('textbox', { name: 'Address 2 Street address' });
    await userEvent.clear(street);
    await userEvent.tab();
    await expect(street).toHaveAccessibleDescription(M.addressRequired);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const ProfileErrorsShown: Story = {
  name: 'Error (profile mode, after a save attempt)',
  args: { mode: 'profile', showErrors: true, value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const message of [M.addressRequired, M.cityRequired, M.stateRequired, M.zipInvalid]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const LeadModeOptional: Story = {
  name: 'Lead mode (fields optional)',
  args: { showErrors: true, value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(M.addressRequired)).not.toBeInTheDocument();
    const zip = zipOf(canvas, 1);
    zip.focus();
    await userEvent.keyboard('606');
    await expect(zip).toHaveAccessibleDescription(M.zipInvalid);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Address 1 City' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Add Entry: Address' })).toBeDisabled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const ManyRows: Story = {
  args: {
    value: Array.from({ length: 6 }, (_, i) => ({
      ...filled[i % 2]!,
      address_id: i + 1,
      isSelected: i === 2,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
