import { NAME_MAX_LENGTH } from '@meridian/domain';
import { Field, TextInput } from '@meridian/ui';
import { UserIdentityFields, type UserIdentityValues } from '../../profile';
import { USER_DIALOG_TEXT as T } from '../text';

export interface UserNameValues extends UserIdentityValues {
  fname: string;
  lname: string;
}

/** Add User's and Edit User's first and last name, then gender, company and NPN (spec 02 §2.9). */
export function UserNameFields({
  values,
  set,
  errorOf,
}: {
  values: UserNameValues;
  set<K extends keyof UserNameValues>(key: K, value: UserNameValues[K]): void;
  errorOf(field: 'fname' | 'lname'): string | undefined;
}) {
  return (
    <>
      <Field required>
        <Field.Label>{T.fname}</Field.Label>
        <TextInput
          block
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={values.fname}
          onChange={(e) => set('fname', e.target.value)}
        />
        <Field.Error>{errorOf('fname')}</Field.Error>
      </Field>
      <Field required>
        <Field.Label>{T.lname}</Field.Label>
        <TextInput
          block
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={values.lname}
          onChange={(e) => set('lname', e.target.value)}
        />
        <Field.Error>{errorOf('lname')}</Field.Error>
      </Field>
      <UserIdentityFields values={values} set={set} />
    </>
  );
}
