import {
  MOBILE_PHONE_TYPE,
  PHONE_EXT_MAX_LENGTH,
  PHONE_TYPES,
  phoneTypeOptions,
  validateEditorPhone,
  type ContactPhone,
  type PhoneType,
} from '@meridian/domain';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { Field } from '../Field';
import { ContactListEditor, useTypeOptions, type ContactRowFieldsProps } from '../internal/contactEditor';
import { useControllableState } from '../internal/useControllableState';
import { PhoneInput } from '../PhoneInput';
import { Select } from '../Select';
import { TextInput } from '../TextInput';

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

interface PhoneRowExtra {
  /** The row's type choices: Mobile is missing when another live row is Mobile (the row's own type is added). */
  choices: readonly PhoneType[];
  required: boolean;
}

/** A phone list in which Mobile is taken, to ask the domain rule for the choices left then. */
const MOBILE_TAKEN = [{ phone_type: MOBILE_PHONE_TYPE }];

function PhoneFields({
  entry,
  name,
  off,
  shows,
  patch,
  touch,
  extra,
}: ContactRowFieldsProps<ContactPhone, PhoneRowExtra>) {
  const { choices, required } = extra;
  const options = useTypeOptions(choices, entry.phone_type);
  // Typing a number leaves the type select as it is: keep its element, so React skips it.
  const typeField = useMemo(
    () => (
      <Field disabled={off}>
        <Field.Label visuallyHidden>{`${name} type`}</Field.Label>
        <Select
          data-part="type"
          block
          options={options}
          value={entry.phone_type}
          onValueChange={(type) => type && patch({ phone_type: type as PhoneType })}
        />
      </Field>
    ),
    [off, name, options, entry.phone_type, patch],
  );
  return (
    <>
      {typeField}
      <Field required={required} disabled={off}>
        <Field.Label visuallyHidden>{name}</Field.Label>
        <PhoneInput
          data-part="value"
          value={entry.phone}
          onValueChange={(phone) => patch({ phone })}
          onBlur={() => touch('value')}
        />
        <Field.Error>{shows('value') ? validateEditorPhone(entry.phone, { required }) : undefined}</Field.Error>
      </Field>
      <Field disabled={off}>
        <Field.Label visuallyHidden>{`${name} extension`}</Field.Label>
        <TextInput
          data-part="ext"
          block
          placeholder="Ext."
          autoComplete="tel-extension"
          maxLength={PHONE_EXT_MAX_LENGTH}
          value={entry.phone_ext ?? ''}
          onChange={(event) => patch({ phone_ext: event.target.value })}
        />
      </Field>
    </>
  );
}

/**
 * Phone numbers with an Add Entry select; each row has a type select, the number, an extension (at
 * most 20 characters, spec 01 §3: phone_ext), a default
 * checkbox and a remove button (removal strikes the row through and offers Undo). One default per
 * list and one Mobile phone: once a row is Mobile, Mobile leaves the other rows' choices and Add Entry.
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
  // The two extras a row can have (Mobile free, or taken by another row), built once, so memoized rows keep them.
  const extras = useMemo(
    () => ({
      free: { choices: types, required },
      taken: { choices: phoneTypeOptions(MOBILE_TAKEN, -1, types), required },
    }),
    [types, required],
  );
  const extraOf = (index: number) =>
    phoneTypeOptions(phones, index, types).length < types.length ? extras.taken : extras.free;
  return (
    <ContactListEditor
      {...rest}
      kind="phone"
      editorRef={ref}
      entries={phones}
      onEntriesChange={setPhones}
      label={label}
      rowLabel={rowLabel}
      disabled={disabled}
      showErrors={showErrors}
      addTypes={extraOf(-1).choices}
      newEntry={(type) => ({ phone: '', phone_type: type as PhoneType, isSelected: false })}
      Fields={PhoneFields}
      rowExtra={(_phone, index) => extraOf(index)}
    />
  );
});
PhoneEditor.displayName = 'PhoneEditor';
