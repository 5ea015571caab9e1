import { NAME_MAX_LENGTH } from '@meridian/domain';
import { Field, TextInput } from '@meridian/ui';
import type { ProfileForm } from './profileMapping';
import { StyledGrid, StyledSection } from './styles';
import { PROFILE_TEXT } from './text';
import { UserIdentityFields } from './UserIdentityFields';

export interface UserInformationSectionProps {
  values: ProfileForm;
  set<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]): void;
  touch(field: string): void;
  /** The message of a field once it was left. */
  errorOf(field: string): string | undefined;
}

/** Names, gender, company and NPN. */
export function UserInformationSection({ values, set, touch, errorOf }: UserInformationSectionProps) {
  return (
    <StyledSection aria-labelledby="profile-user-information">
      <h3 id="profile-user-information">{PROFILE_TEXT.userInformation}</h3>
      <StyledGrid>
        <Field required>
          <Field.Label>First Name</Field.Label>
          <TextInput
            block
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={values.fname}
            onChange={(e) => set('fname', e.target.value)}
            onBlur={() => touch('fname')}
          />
          <Field.Error>{errorOf('fname')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>Last Name</Field.Label>
          <TextInput
            block
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={values.lname}
            onChange={(e) => set('lname', e.target.value)}
            onBlur={() => touch('lname')}
          />
          <Field.Error>{errorOf('lname')}</Field.Error>
        </Field>
        <UserIdentityFields values={values} set={set} own />
      </StyledGrid>
    </StyledSection>
  );
}
