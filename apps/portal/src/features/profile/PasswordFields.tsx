import { Button, Field, TextInput } from '@meridian/ui';
import { useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import type { PasswordForm } from './profileMapping';

export const PASSWORD_LABELS: Record<keyof PasswordForm, string> = {
  current: 'Current Password',
  new_password: 'New Password',
  confirm: 'Confirm Password',
};

/** The password rule, shown under New Password (spec 02 §5.4). */
export const PASSWORD_HINT =
  'At least 8 characters with a capital letter, a lowercase letter, a number and one of @ # $ !';

const StyledInputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  align-items: center;

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export interface PasswordFieldsProps {
  value: PasswordForm;
  onValueChange(value: PasswordForm): void;
  /** Messages to show, by field. */
  errors: Partial<Record<keyof PasswordForm, string>>;
  onBlur(field: keyof PasswordForm): void;
  /** Locked while the form waits to be cleared after a change. */
  readOnly: boolean;
  currentRef: RefObject<HTMLInputElement | null>;
}

/** Current, new and confirm password, each with a Show/Hide toggle. */
export function PasswordFields({ value, onValueChange, errors, onBlur, readOnly, currentRef }: PasswordFieldsProps) {
  const [shown, setShown] = useState<Record<keyof PasswordForm, boolean>>({
    current: false,
    new_password: false,
    confirm: false,
  });
  return (
    <>
      {(Object.keys(PASSWORD_LABELS) as Array<keyof PasswordForm>).map((field) => {
        const label = PASSWORD_LABELS[field];
        return (
          <Field key={field} invalid={Boolean(errors[field])}>
            <Field.Label>{label}</Field.Label>
            <StyledInputRow>
              <TextInput
                ref={field === 'current' ? currentRef : undefined}
                type={shown[field] ? 'text' : 'password'}
                autoComplete={field === 'current' ? 'current-password' : 'new-password'}
                spellCheck={false}
                maxLength={200}
                readOnly={readOnly}
                value={value[field]}
                onChange={(event) => onValueChange({ ...value, [field]: event.target.value })}
                onBlur={() => onBlur(field)}
              />
              <Button
                size="small"
                variant="invisible"
                aria-label={`${shown[field] ? 'Hide' : 'Show'} ${label}`}
                onClick={() => setShown({ ...shown, [field]: !shown[field] })}
              >
                {shown[field] ? 'Hide' : 'Show'}
              </Button>
            </StyledInputRow>
            {field === 'new_password' ? <Field.Hint>{PASSWORD_HINT}</Field.Hint> : null}
            <Field.Error>{errors[field]}</Field.Error>
          </Field>
        );
      })}
    </>
  );
}
