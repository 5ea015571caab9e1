import { COMPANY_MAX_LENGTH, USER_GENDER_LABELS, USER_GENDERS, type UserGender } from '@meridian/domain';
import { Field, RadioGroup, TextInput } from '@meridian/ui';

export interface UserIdentityValues {
  gender: UserGender | '';
  company: string;
  npn: string;
}

/**
 * Gender, company and NPN of the User Profile dialog (spec 02 §2.9), in every mode: one's own profile
 * (`own`: the browser may fill in one's company) and administration's add-user and edit.
 */
export function UserIdentityFields({
  values,
  set,
  own = false,
}: {
  values: UserIdentityValues;
  own?: boolean;
  set<K extends keyof UserIdentityValues>(key: K, value: UserIdentityValues[K]): void;
}) {
  return (
    <>
      <RadioGroup
        label="Gender"
        orientation="horizontal"
        value={values.gender}
        onValueChange={(value) => set('gender', value as UserGender)}
      >
        {USER_GENDERS.map((gender) => (
          <RadioGroup.Item key={gender} value={gender} label={USER_GENDER_LABELS[gender]} />
        ))}
      </RadioGroup>
      <Field>
        <Field.Label>Company</Field.Label>
        <TextInput
          block
          autoComplete={own ? 'organization' : 'off'}
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
    </>
  );
}
