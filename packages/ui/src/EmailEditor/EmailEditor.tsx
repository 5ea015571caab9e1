import { EMAIL_TYPES, validateEditorEmail, type ContactEmail, type EmailType } from '@meridian/domain';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { Field } from '../Field';
import { ContactListEditor, useTypeOptions, type ContactRowFieldsProps } from '../internal/contactEditor';
import { useControllableState } from '../internal/useControllableState';
import { Select } from '../Select';
import { TextInput } from '../TextInput';

export interface EmailEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The email entries. Entries marked for removal carry `email_class`. */
  value?: ContactEmail[];
  defaultValue?: ContactEmail[];
  onValueChange?: (emails: ContactEmail[]) => void;
  /** Whether an empty row is an error (the spec: emails are required in some modes). */
  required?: boolean;
  /** Shows every row's error, not only those of fields already left (e.g. after a save attempt). */
  showErrors?: boolean;
  disabled?: boolean;
  /** The type choices (e.g. `LEAD_EMAIL_TYPES`). */
  types?: readonly EmailType[];
  /** Names the group. */
  label?: string;
  /** Singular used in row names ('Email 2 type'). */
  rowLabel?: string;
  /**
   * The message of a row that fails the pattern (or is empty where required). Defaults to the shared
   * editors' 'Please enter correct email' (spec 01 §5); Lead Details passes spec 02 §5.1's own.
   */
  invalidMessage?: string;
}

const EMPTY: ContactEmail[] = [];

interface EmailRowExtra {
  /** The type choices (the row's own type is added when missing). */
  choices: readonly EmailType[];
  required: boolean;
  invalidMessage: string | undefined;
}

function EmailFields({
  entry,
  name,
  off,
  shows,
  patch,
  touch,
  extra,
}: ContactRowFieldsProps<ContactEmail, EmailRowExtra>) {
  const options = useTypeOptions(extra.choices, entry.email_type);
  const problem = shows('value') ? validateEditorEmail(entry.email, { required: extra.required }) : undefined;
  return (
    <>
      <Field disabled={off}>
        <Field.Label visuallyHidden>{`${name} type`}</Field.Label>
        <Select
          data-part="type"
          block
          options={options}
          value={entry.email_type}
          onValueChange={(type) => type && patch({ email_type: type as EmailType })}
        />
      </Field>
      <Field required={extra.required} disabled={off}>
        <Field.Label visuallyHidden>{name}</Field.Label>
        <TextInput
          data-part="value"
          type="email"
          inputMode="email"
          autoComplete="email"
          block
          value={entry.email}
          onChange={(event) => patch({ email: event.target.value })}
          onBlur={() => touch('value')}
        />
        <Field.Error>{problem ? (extra.invalidMessage ?? problem) : undefined}</Field.Error>
      </Field>
    </>
  );
}

/**
 * Email addresses with an Add Entry select; each row has a type select, the address, a default
 * checkbox and a remove button (removal strikes the row through and offers Undo). One default per
 * list. Rules and messages come from @meridian/domain.
 */
export const EmailEditor = forwardRef<HTMLDivElement, EmailEditorProps>(function EmailEditor(
  {
    value: valueProp,
    defaultValue = EMPTY,
    onValueChange,
    required = false,
    showErrors = false,
    disabled = false,
    types = EMAIL_TYPES,
    label = 'Emails',
    rowLabel = 'Email',
    invalidMessage,
    ...rest
  },
  ref,
) {
  const [emails, setEmails] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  // One object every row shares, so memoized rows keep their props.
  const extra = useMemo(() => ({ choices: types, required, invalidMessage }), [types, required, invalidMessage]);
  return (
    <ContactListEditor
      {...rest}
      kind="email"
      editorRef={ref}
      entries={emails}
      onEntriesChange={setEmails}
      label={label}
      rowLabel={rowLabel}
      disabled={disabled}
      showErrors={showErrors}
      addTypes={types}
      newEntry={(type) => ({ email: '', email_type: type as EmailType, isSelected: false })}
      Fields={EmailFields}
      rowExtra={() => extra}
    />
  );
});
EmailEditor.displayName = 'EmailEditor';
