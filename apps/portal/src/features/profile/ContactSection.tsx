import { getCountiesByZip } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import type { UserProfileErrors } from '@meridian/domain';
import { AddressEditor, Banner, EmailEditor, PhoneEditor } from '@meridian/ui';
import type { ProfileForm } from './profileMapping';
import { StyledSection } from './styles';
import { PROFILE_TEXT } from './text';

export interface ContactSectionProps {
  values: ProfileForm;
  set<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]): void;
  errors: UserProfileErrors;
  /** A failed ZIP lookup, told to the dialog's banner. */
  onLookupError(failure: unknown): void;
}

/** Phones, emails and addresses, with the county lookup by ZIP. */
export function ContactSection({ values, set, errors, onLookupError }: ContactSectionProps) {
  const client = useApiClient();
  return (
    <StyledSection aria-labelledby="profile-contact">
      <h3 id="profile-contact">{PROFILE_TEXT.contact}</h3>
      <PhoneEditor value={values.phones} onValueChange={(phones) => set('phones', phones)} />
      {errors.phones ? <Banner variant="alert">{errors.phones}</Banner> : null}
      <EmailEditor value={values.emails} onValueChange={(emails) => set('emails', emails)} required />
      {errors.emails ? <Banner variant="alert">{errors.emails}</Banner> : null}
      <AddressEditor
        mode="profile"
        value={values.addresses}
        onValueChange={(addresses) => set('addresses', addresses)}
        onZipLookup={(zip) =>
          getCountiesByZip(client, zip).catch((failure: unknown) => {
            onLookupError(failure);
            throw failure;
          })
        }
      />
    </StyledSection>
  );
}
