import {
  ensureSingleDefault,
  isMarkedForRemoval,
  markForRemoval,
  PHONE_TYPES,
  phoneTypeOptions,
  setDefaultEntry,
  undoRemoval,
  validateEditorPhone,
  type ContactPhone,
  type PhoneType,
} from '@meridian/domain';
import { forwardRef, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field } from '../Field';
import {
  AddEntryMenu,
  focusPart,
  RowEnd,
  StyledEditor,
  StyledRow,
  StyledRows,
  useFocusAfterRender,
} from '../internal/contactEditor';
import { mergeRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { PhoneInput } from '../PhoneInput';
import { Select } from '../Select';

export interface PhoneEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The phone entries (`phone` holds digits only). Entries marked for removal carry `phone_class`. */
  value?: ContactPhone[];
  defaultValue?: ContactPhone[];
  onValueChange?: (phones: ContactPhone[]) => void;
  /** Whether every row needs a number (the domain default: a row exists to hold a phone). */
  required?: boolean;
  /** Shows every row's error, not only those of fields already left (e.g. after a save attempt). */
  showErrors?: boolean;
  disabled?: boolean;
  /** The type choices (e.g. `LEAD_PHONE_TYPES`); Mobile still leaves once a row is Mobile. */
  types?: readonly PhoneType[];
  /** Names the group and prefixes each row's controls ('Phone 2 type'). */
  label?: string;
  /** Singular used in row names. */
  rowLabel?: string;
}

const EMPTY: ContactPhone[] = [];

const StyledPhoneRow = styled(StyledRow)`
  grid-template-columns: minmax(96px, 140px) minmax(160px, 1fr) auto;
`;

/**
 * Phone numbers with an Add Entry menu; each row has a type select, the number, a default
 * checkbox and a remove button (removal strikes the row through and offers Undo). One default per
 * list and one Mobile phone: once a row is Mobile, Mobile leaves the other rows' choices and the menu.
 * Rules and messages come from @meridian/domain.
 */
export const PhoneEditor = forwardRef<HTMLDivElement, PhoneEditorProps>(function PhoneEditor(
  {
    value: valueProp,
    defaultValue = EMPTY,
    onValueChange,
    required = true,
    showErrors = false,
    disabled = false,
    types = PHONE_TYPES,
    label = 'Phones',
    rowLabel = 'Phone',
    ...rest
  },
  ref,
) {
  const [phones, setPhones] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender(rootRef);
  const addable = useMemo(() => phoneTypeOptions(phones, -1, types), [phones, types]);

  const update = (index: number, patch: Partial<ContactPhone>) =>
    setPhones(phones.map((phone, i) => (i === index ? { ...phone, ...patch } : phone)));
  const add = (type: string) =>
    setPhones(
      ensureSingleDefault('phone', [...phones, { phone: '', phone_type: type as PhoneType, isSelected: false }]),
    );

  return (
    <StyledEditor
      ref={mergeRefs(ref, rootRef)}
      role="group"
      aria-label={label}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {phones.length > 0 ? (
        <StyledRows>
          {phones.map((phone, index) => {
            const name = `${rowLabel} ${index + 1}`;
            const removed = isMarkedForRemoval('phone', phone);
            const own = phoneTypeOptions(phones, index, types);
            const choices = own.includes(phone.phone_type) ? own : [...own, phone.phone_type];
            const error =
              !removed && (showErrors || touched.has(index))
                ? validateEditorPhone(phone.phone, { required })
                : undefined;
            return (
              <StyledPhoneRow
                key={index}
                data-row={index}
                data-removed={removed || undefined}
                data-default={phone.isSelected || undefined}
              >
                <Field disabled={disabled || removed}>
                  <Field.Label visuallyHidden>{`${name} type`}</Field.Label>
                  <Select
                    data-part="type"
                    block
                    options={choices.map((type) => ({ value: type, label: type }))}
                    value={phone.phone_type}
                    onValueChange={(type) => type && update(index, { phone_type: type as PhoneType })}
                  />
                </Field>
                <Field required={required} disabled={disabled || removed}>
                  <Field.Label visuallyHidden>{name}</Field.Label>
                  <PhoneInput
                    data-part="value"
                    value={phone.phone}
                    onValueChange={(digits) => update(index, { phone: digits })}
                    onBlur={() => setTouched((all) => (all.has(index) ? all : new Set(all).add(index)))}
                  />
                  <Field.Error>{error}</Field.Error>
                </Field>
                <RowEnd
                  name={name}
                  isDefault={Boolean(phone.isSelected)}
                  removed={removed}
                  disabled={disabled}
                  onDefault={() => setPhones(setDefaultEntry(phones, index))}
                  onRemove={() => {
                    focusLater(index, 'undo');
                    setPhones(markForRemoval('phone', phones, index));
                  }}
                  onUndo={() => {
                    focusLater(index, 'remove');
                    setPhones(undoRemoval('phone', phones, index));
                  }}
                />
              </StyledPhoneRow>
            );
          })}
        </StyledRows>
      ) : null}
      <AddEntryMenu
        label={`Add Entry: ${rowLabel}`}
        types={addable}
        disabled={disabled}
        onAdd={add}
        focusNew={() => focusPart(rootRef.current, 'last', 'value')}
      />
    </StyledEditor>
  );
});
PhoneEditor.displayName = 'PhoneEditor';
