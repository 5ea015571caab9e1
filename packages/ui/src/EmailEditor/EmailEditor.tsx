import {
  EMAIL_TYPES,
  ensureSingleDefault,
  isMarkedForRemoval,
  markForRemoval,
  setDefaultEntry,
  undoRemoval,
  validateEditorEmail,
  type ContactEmail,
  type EmailType,
} from '@meridian/domain';
import { forwardRef, useRef, useState, type HTMLAttributes } from 'react';
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
}

const EMPTY: ContactEmail[] = [];

const StyledEmailRow = styled(StyledRow)`
  grid-template-columns: minmax(96px, 140px) minmax(200px, 1fr) auto;
`;

/**
 * Email addresses with an Add Entry menu; each row has a type select, the address, a default
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
    ...rest
  },
  ref,
) {
  const [emails, setEmails] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender(rootRef);

  const update = (index: number, patch: Partial<ContactEmail>) =>
    setEmails(emails.map((email, i) => (i === index ? { ...email, ...patch } : email)));
  const add = (type: string) =>
    setEmails(
      ensureSingleDefault('email', [...emails, { email: '', email_type: type as EmailType, isSelected: false }]),
    );

  return (
    <StyledEditor
      ref={mergeRefs(ref, rootRef)}
      role="group"
      aria-label={label}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {emails.length > 0 ? (
        <StyledRows>
          {emails.map((email, index) => {
            const name = `${rowLabel} ${index + 1}`;
            const removed = isMarkedForRemoval('email', email);
            const choices = types.includes(email.email_type) ? types : [...types, email.email_type];
            const error =
              !removed && (showErrors || touched.has(index))
                ? validateEditorEmail(email.email, { required })
                : undefined;
            return (
              <StyledEmailRow
                key={index}
                data-row={index}
                data-removed={removed || undefined}
                data-default={email.isSelected || undefined}
              >
                <Field disabled={disabled || removed}>
                  <Field.Label visuallyHidden>{`${name} type`}</Field.Label>
                  <Select
                    data-part="type"
                    block
                    options={choices.map((type) => ({ value: type, label: type }))}
                    value={email.email_type}
                    onValueChange={(type) => type && update(index, { email_type: type as EmailType })}
                  />
                </Field>
                <Field required={required} disabled={disabled || removed}>
                  <Field.Label visuallyHidden>{name}</Field.Label>
                  <TextInput
                    data-part="value"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    block
                    value={email.email}
                    onChange={(event) => update(index, { email: event.target.value })}
                    onBlur={() => setTouched((all) => (all.has(index) ? all : new Set(all).add(index)))}
                  />
                  <Field.Error>{error}</Field.Error>
                </Field>
                <RowEnd
                  name={name}
                  isDefault={Boolean(email.isSelected)}
                  removed={removed}
                  disabled={disabled}
                  onDefault={() => setEmails(setDefaultEntry(emails, index))}
                  onRemove={() => {
                    focusLater(index, 'undo');
                    setEmails(markForRemoval('email', emails, index));
                  }}
                  onUndo={() => {
                    focusLater(index, 'remove');
                    setEmails(undoRemoval('email', emails, index));
                  }}
                />
              </StyledEmailRow>
            );
          })}
        </StyledRows>
      ) : null}
      <AddEntryMenu
        label={`Add Entry: ${rowLabel}`}
        types={types}
        disabled={disabled}
        onAdd={add}
        focusNew={() => focusPart(rootRef.current, 'last', 'value')}
      />
    </StyledEditor>
  );
});
EmailEditor.displayName = 'EmailEditor';
