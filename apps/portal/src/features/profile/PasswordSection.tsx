import type { RefObject } from 'react';
import { PasswordFields } from './PasswordFields';
import type { PasswordForm } from './profileMapping';
import { StyledGrid, StyledSection } from './styles';
import { PROFILE_TEXT } from './text';

export interface PasswordSectionProps {
  value: PasswordForm;
  onValueChange(next: PasswordForm): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
  /** The server's refusal of the current password, shown at once. */
  currentPasswordWrong: string | undefined;
  readOnly: boolean;
  currentRef: RefObject<HTMLInputElement | null>;
}

/** Current, new and confirm password; messages show once a field was left. */
export function PasswordSection({ currentPasswordWrong, errorOf, touch, ...props }: PasswordSectionProps) {
  return (
    <StyledSection aria-labelledby="profile-password">
      <h3 id="profile-password">{PROFILE_TEXT.password}</h3>
      <StyledGrid>
        <PasswordFields
          {...props}
          errors={{
            current: currentPasswordWrong ?? errorOf('current'),
            new_password: errorOf('new_password'),
            confirm: errorOf('confirm'),
          }}
          onBlur={(field) => touch(field)}
        />
      </StyledGrid>
    </StyledSection>
  );
}
