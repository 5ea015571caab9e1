import { COMPANY_MAX_LENGTH, USER_GENDER_LABELS, USER_GENDERS, type UserGender } from '@meridian/domain';
import { Field, RadioGroup, TextInput } from '@meridian/ui';
import { USER_DIALOG_TEXT as T } from './text';

export interface UserIdentityValues {
  gender: UserGender | '';
  company: string;
  npn: string;
}

/** Gender, company and NPN of the User Profile dialog's admin modes (add-user and sms-users; spec 02 §2.9). */
export function UserIdentityFields({
  values,
  set,
}: {
  values: UserIdentityValues;
  set<K extends keyof UserIdentityValues>(key: K, value: UserIdentityValues[K]): void;
}) {
  return (
    <>
      <RadioGroup
        label={T.gender}
        orientation="horizontal"
        value={values.gender}
        onValueChange={(value) => set('gender', value as UserGender)}
      >
        {USER_GENDERS.map((gender) => (
          <RadioGroup.Item key={gender} value={gender} label={USER_GENDER_LABELS[gender]} />
        ))}
      </RadioGroup>
      <Field>
        <Field.Label>{T.company}</Field.Label>
        <TextInput
          block
          autoComplete="off"
          maxLength={COMPANY_MAX_LENGTH}
          value={values.company}
          onChange={(e) => set('company', e.target.value)}
        />
      </Field>
      <Field>
        <Field.Label>{T.npn}</Field.Label>
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
