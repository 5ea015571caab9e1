import { DATE_INPUT_MAX_LENGTH, formatDateInput } from '@meridian/domain';
import { Field, TextInput, type TextInputProps } from '@meridian/ui';
import type { Ref } from 'react';
import { styled } from 'styled-components';

/** The id of a quick search field's input, so a failed search can focus the first field in error. */
export const fieldId = (name: string) => `quick-search-${name}`;

export interface TextFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'id'> {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ name, label, value, onValueChange, error, ...input }: TextFieldProps) {
  return (
    <Field id={fieldId(name)}>
      <Field.Label>{label}</Field.Label>
      <TextInput
        block
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

/** A date typed as MM/DD/YYYY: digits and slashes only, slashes inserted as the user types (spec 01 §5). */
export function DateField(props: Omit<TextFieldProps, 'inputMode' | 'maxLength' | 'placeholder'>) {
  const { onValueChange, ...rest } = props;
  return (
    <TextField
      {...rest}
      inputMode="numeric"
      maxLength={DATE_INPUT_MAX_LENGTH}
      placeholder="MM/DD/YYYY"
      onValueChange={(value) => onValueChange(formatDateInput(value))}
    />
  );
}

/** Form fields in three columns (one on narrow windows). */
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
