import { GENDERS, type Gender } from '@meridian/domain';
import { Field, MaskedDateInput, Select, TextInput } from '@meridian/ui';
import type { ReactNode } from 'react';

// The person fields New Lead and Lead Details both ask for, written once: a name, the birthdate and the gender.

const GENDER_OPTIONS = [
  { value: '', label: 'Not specified' },
  ...GENDERS.map((g) => ({ value: g.code, label: g.name })),
];

interface FieldProps<V> {
  label: string;
  value: V;
  onValueChange(value: V): void;
  onBlur?(): void;
  error?: string;
}

/** A name (or prefix) box with its length limit, and what Lead Details shows under it (`hint`). */
export function NameField({
  label,
  value,
  onValueChange,
  onBlur,
  error,
  maxLength,
  required = false,
  hint,
}: FieldProps<string> & { maxLength: number; required?: boolean; hint?: ReactNode }) {
  return (
    <Field required={required}>
      <Field.Label>{label}</Field.Label>
      <TextInput
        block
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onBlur={onBlur}
      />
      {hint}
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

/** The birthdate, typed as MM/DD/YYYY. */
export function BirthdateField({ label, value, onValueChange, onBlur, error }: FieldProps<string>) {
  return (
    <Field>
      <Field.Label>{label}</Field.Label>
      <MaskedDateInput block autoComplete="off" value={value} onValueChange={onValueChange} onBlur={onBlur} />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

/** The gender (spec 02 §9: M, F), or not specified. */
export function GenderField({ label, value, onValueChange }: FieldProps<Gender | ''>) {
  return (
    <Field>
      <Field.Label>{label}</Field.Label>
      <Select
        block
        options={GENDER_OPTIONS}
        value={value}
        onValueChange={(v) => onValueChange((v ?? '') as Gender | '')}
      />
    </Field>
  );
}
