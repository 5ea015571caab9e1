import { COMPANY_MAX_LENGTH, NAME_MAX_LENGTH, USER_GENDERS, USER_GENDER_LABELS } from '@meridian/domain';
import { Field, RadioGroup, TextInput } from '@meridian/ui';
import type { ProfileForm } from './profileMapping';
import { StyledGrid, StyledSection } from './styles';
import { PROFILE_TEXT } from './text';

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
        <RadioGroup
          label="Gender"
          orientation="horizontal"
          value={values.gender}
          onValueChange={(value) => set('gender', value as ProfileForm['gender'])}
        >
          {USER_GENDERS.map((gender) => (
            <RadioGroup.Item key={gender} value={gender} label={USER_GENDER_LABELS[gender]} />
          ))}
        </RadioGroup>
        <Field>
          <Field.Label>Company</Field.Label>
          <TextInput
            block
            autoComplete="organization"
            maxLength={COMPANY_MAX_LENGTH}
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
          />
        </Field>
        <Field>
          <Field.Label>NPN</Field.Label>
          <TextInput
            block
            autoComplete="off"
            inputMode="numeric"
            maxLength={20}
            value={values.npn}
            onChange={(e) => set('npn', e.target.value)}
          />
        </Field>
      </StyledGrid>
    </StyledSection>
  );
}
