import {
  ADDRESS_TYPES,
  addressFieldsRequired,
  ensureAddressRow,
  ensureSingleDefault,
  US_STATES,
  validateAddressEntry,
  VERIFY_COUNTY_MESSAGE,
  VERIFY_COUNTY_TITLE,
  ZIP_NOT_FOUND_TITLE,
  zipNotFoundMessage,
  type AddressType,
  type ContactAddress,
  type ContactEditorMode,
  type CountiesByZipState,
} from '@meridian/domain';
import { forwardRef, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog';
import { Field } from '../Field';
import { ContactListEditor, useTypeOptions, type ContactRowFieldsProps } from '../internal/contactEditor';
import { visuallyHidden } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import { useIsomorphicLayoutEffect, useStableCallback } from '../internal/useStableCallback';
import { Select, type SelectOption } from '../Select';
import { TextInput } from '../TextInput';
import { ZipInput } from '../ZipInput';

export interface AddressEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The address entries. Entries marked for removal carry `address_class`. Never empty: a Home row is added. */
  value?: ContactAddress[];
  defaultValue?: ContactAddress[];
  onValueChange?: (addresses: ContactAddress[]) => void;
  /** Where the editor is used: street, city, state and zip are required in 'profile' and 'add-user'. */
  mode?: ContactEditorMode;
  /** Overrides what `mode` says about required fields. */
  required?: boolean;
  /**
   * Asked for the counties of a zip once five digits are typed (`geo/countiesByZip/{zip}`). None →
   * the not-found dialog, which clears state, county and zip; one county → state and county are
   * filled; several → the first is chosen and the verify-county dialog lists them all.
   */
  onZipLookup?: (zip: string) => Promise<readonly CountiesByZipState[]> | readonly CountiesByZipState[];
  /** Shows every row's errors, not only those of fields already left (e.g. after a save attempt). */
  showErrors?: boolean;
  disabled?: boolean;
  types?: readonly AddressType[];
  /** Names the group. */
  label?: string;
  /** Singular used in row names ('Address 2 City'). */
  rowLabel?: string;
}

type AddressField = 'address1' | 'city' | 'state_id' | 'zip';
type ZipDialog =
  | { kind: 'not-found'; index: number; zip: string }
  | { kind: 'several'; index: number; states: readonly CountiesByZipState[] };

const EMPTY: ContactAddress[] = [];
const STATE_OPTIONS: SelectOption[] = US_STATES.map((state) => ({ value: state.abbreviation, label: state.name }));

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

function RowLabel({ row, children }: { row: string; children: ReactNode }) {
  return (
    <Field.Label>
      <StyledHidden>{row}</StyledHidden> {children}
    </Field.Label>
  );
}

interface AddressRowExtra {
  types: readonly AddressType[];
  required: boolean;
  /** The states and counties the last lookup of this row's zip found. */
  counties: readonly CountiesByZipState[] | undefined;
  lookUp: (index: number, zip: string) => void;
}

function AddressFields({
  entry: address,
  index,
  name,
  off,
  removed,
  shows,
  patch,
  touch,
  extra: { types, required, counties, lookUp },
}: ContactRowFieldsProps<ContactAddress, AddressRowExtra>) {
  const errors = removed ? {} : validateAddressEntry(address, { required });
  const shown = (field: AddressField) => (shows(field) ? errors[field] : undefined);
  const typeOptions = useTypeOptions(types, address.address_type_id);
  const stateOptions = useMemo(
    () =>
      !address.state_id || STATE_OPTIONS.some((o) => o.value === address.state_id)
        ? STATE_OPTIONS
        : [...STATE_OPTIONS, { value: address.state_id, label: address.state_id }],
    [address.state_id],
  );
  const countyGroups = useMemo(
    () =>
      counties?.length
        ? counties.map((state) => ({
            label: state.state_name,
            options: state.counties.map((c) => ({ value: c.county_name, label: c.county_name })),
          }))
        : undefined,
    [counties],
  );
  const countyOptions = useMemo(
    () => (address.county ? [{ value: address.county, label: address.county }] : []),
    [address.county],
  );
  return (
    <StyledFields>
      <Field disabled={off}>
        <RowLabel row={name}>Type</RowLabel>
        <Select
          data-part="type"
          block
          options={typeOptions}
          value={address.address_type_id}
          onValueChange={(type) => type && patch({ address_type_id: type as AddressType })}
        />
      </Field>
      <Field required={required} disabled={off}>
        <RowLabel row={name}>Street address</RowLabel>
        <TextInput
          data-part="value"
          block
          autoComplete="address-line1"
          value={address.address1}
          onChange={(event) => patch({ address1: event.target.value })}
          onBlur={() => touch('address1')}
        />
        <Field.Error>{shown('address1')}</Field.Error>
      </Field>
      <Field disabled={off}>
        <RowLabel row={name}>Address line 2</RowLabel>
        <TextInput
          block
          autoComplete="address-line2"
          value={address.address2 ?? ''}
          onChange={(event) => patch({ address2: event.target.value })}
        />
      </Field>
      <Field required={required} disabled={off}>
        <RowLabel row={name}>City</RowLabel>
        <TextInput
          block
          autoComplete="address-level2"
          value={address.city}
          onChange={(event) => patch({ city: event.target.value })}
          onBlur={() => touch('city')}
        />
        <Field.Error>{shown('city')}</Field.Error>
      </Field>
      <Field required={required} disabled={off}>
        <RowLabel row={name}>State</RowLabel>
        <Select
          block
          placeholder="Select"
          options={stateOptions}
          value={address.state_id || null}
          onValueChange={(state) => patch({ state_id: state ?? '' })}
          onBlur={() => touch('state_id')}
        />
        <Field.Error>{shown('state_id')}</Field.Error>
      </Field>
      <Field required={required} disabled={off}>
        <RowLabel row={name}>Zip</RowLabel>
        <ZipInput
          data-part="zip"
          block
          value={address.zip}
          onValueChange={(zip) => patch({ zip })}
          onLookup={(zip) => lookUp(index, zip)}
          onBlur={() => touch('zip')}
        />
        <Field.Error>{shown('zip')}</Field.Error>
      </Field>
      <Field disabled={off || (!countyGroups && countyOptions.length === 0)}>
        <RowLabel row={name}>County</RowLabel>
        <Select
          data-part="county"
          block
          placeholder="From the zip"
          {...(countyGroups ? { groups: countyGroups } : { options: countyOptions })}
          value={address.county || null}
          onValueChange={(county) => patch({ county: county ?? '' })}
        />
      </Field>
    </StyledFields>
  );
}

/**
 * Addresses with an Add Entry select; each row has a type select, street, line 2, city, state, zip
 * and county, a default checkbox and a remove button (removal strikes the row through and offers
 * Undo). Never empty (a Home row is added), one default per list; a complete zip asks
 * `onZipLookup` for its counties. Rules and messages come from @meridian/domain.
 */
export const AddressEditor = forwardRef<HTMLDivElement, AddressEditorProps>(function AddressEditor(
  {
    value: valueProp,
    defaultValue = EMPTY,
    onValueChange,
    mode = 'lead',
    required: requiredProp,
    onZipLookup,
    showErrors = false,
    disabled = false,
    types = ADDRESS_TYPES,
    label = 'Addresses',
    rowLabel = 'Address',
    ...rest
  },
  ref,
) {
  const [stored, setStored] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const required = requiredProp ?? addressFieldsRequired(mode);
  // Shown at once when empty; the Home row is handed to the caller by the effect below.
  const addresses =
    stored.length > 0 ? stored : (ensureSingleDefault('address', ensureAddressRow(stored)) as ContactAddress[]);
  const [counties, setCounties] = useState<Readonly<Record<number, readonly CountiesByZipState[]>>>({});
  const [dialog, setDialog] = useState<ZipDialog | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // The zip lookup answers later: it must patch the rows as they are then.
  const latest = useRef({ addresses, setStored });
  useIsomorphicLayoutEffect(() => {
    latest.current = { addresses, setStored };
  });

  useEffect(() => {
    if (stored.length === 0) setStored(addresses);
  }, [stored.length, addresses, setStored]);

  const patch = (index: number, changes: Partial<ContactAddress>) =>
    latest.current.setStored(
      latest.current.addresses.map((address, i) => (i === index ? { ...address, ...changes } : address)),
    );

  const lookUpCounties = async (index: number, zip: string) => {
    if (!onZipLookup) return;
    let answer: readonly CountiesByZipState[];
    try {
      answer = await onZipLookup(zip);
    } catch {
      return; // The caller reports failures; the typed zip stays.
    }
    if (latest.current.addresses[index]?.zip !== zip) return; // Typed on since: a newer lookup decides.
    const states = answer.filter((state) => state.counties.length > 0);
    const first = states[0];
    const firstCounty = first?.counties[0];
    if (!first || !firstCounty) {
      setDialog({ kind: 'not-found', index, zip });
      return;
    }
    setCounties((all) => ({ ...all, [index]: states }));
    patch(index, { state_id: first.state_id, county: firstCounty.county_name });
    if (states.length > 1 || first.counties.length > 1) setDialog({ kind: 'several', index, states });
  };
  // Stable, so the rows (memoized) do not re-render for it.
  const lookUp = useStableCallback((index: number, zip: string) => void lookUpCounties(index, zip));
  // Rows without looked-up counties share one object; the others change only when a lookup answers.
  const extras = useMemo(() => {
    const none: AddressRowExtra = { types, required, counties: undefined, lookUp };
    const byRow: Record<number, AddressRowExtra> = {};
    for (const [index, found] of Object.entries(counties)) byRow[Number(index)] = { ...none, counties: found };
    return { none, byRow };
  }, [types, required, counties, lookUp]);

  const closeDialog = () => {
    if (!dialog) return;
    const part = dialog.kind === 'not-found' ? 'zip' : 'county';
    if (dialog.kind === 'not-found') {
      patch(dialog.index, { state_id: '', county: '', zip: '' });
      setCounties((all) => ({ ...all, [dialog.index]: [] }));
    }
    returnFocusRef.current =
      rootRef.current?.querySelector<HTMLElement>(`[data-row="${dialog.index}"] [data-part="${part}"]`) ?? null;
    setDialog(null);
  };

  return (
    <ContactListEditor
      {...rest}
      kind="address"
      editorRef={ref}
      rootRef={rootRef}
      entries={addresses}
      onEntriesChange={setStored}
      label={label}
      rowLabel={rowLabel}
      disabled={disabled}
      showErrors={showErrors}
      addTypes={types}
      newEntry={(type) => ({
        address_type_id: type as AddressType,
        address1: '',
        address2: '',
        city: '',
        state_id: '',
        zip: '',
        isSelected: false,
      })}
      Fields={AddressFields}
      rowExtra={(_address, index) => extras.byRow[index] ?? extras.none}
    >
      <ConfirmDialog
        type="ok"
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) closeDialog();
        }}
        title={dialog?.kind === 'not-found' ? ZIP_NOT_FOUND_TITLE : VERIFY_COUNTY_TITLE}
        message={dialog?.kind === 'not-found' ? zipNotFoundMessage(dialog.zip) : dialog ? VERIFY_COUNTY_MESSAGE : ''}
        countiesByState={dialog?.kind === 'several' ? dialog.states : undefined}
        returnFocusRef={returnFocusRef}
      />
    </ContactListEditor>
  );
});
AddressEditor.displayName = 'AddressEditor';
