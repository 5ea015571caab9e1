import { getCountiesByZip } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import {
  LEAD_EMAIL_TYPES,
  LEAD_MESSAGES,
  LEAD_PHONE_TYPES,
  NAME_MAX_LENGTH,
  PREFIX_MAX_LENGTH,
} from '@meridian/domain';
import {
  AddressEditor,
  EmailEditor,
  Field,
  HeightInput,
  InitialInput,
  PhoneEditor,
  Select,
  SsnInput,
  WeightInput,
} from '@meridian/ui';
import type { LeadDetailsForm } from './leadDetailsForm';
import { StyledGrid } from './styles';
import { type SectionProps, Section, MARITAL_OPTIONS, LengthHint } from './detailsSectionParts';
import { BirthdateField, GenderField, NameField } from './personFields';

/** Prefix, names, birthdate, gender, marital status, height, weight, SSN. */
export function LeadInformationSection({ values, set, touch, errorOf }: SectionProps) {
  const text = (key: 'title' | 'fname' | 'lname', label: string, max: number, required = false) => (
    <NameField
      label={label}
      maxLength={max}
      required={required}
      value={values[key]}
      onValueChange={(v) => set(key, v)}
      onBlur={() => touch(key)}
      error={errorOf(key)}
      hint={<LengthHint value={values[key]} max={max} />}
    />
  );
  return (
    <Section id="lead-details-information" title="Lead Information">
      <StyledGrid>
        {text('title', 'Prefix', PREFIX_MAX_LENGTH)}
        {text('fname', 'First Name', NAME_MAX_LENGTH, true)}
        <Field>
          <Field.Label>Initial</Field.Label>
          <InitialInput value={values.mname} onValueChange={(v) => set('mname', v)} onBlur={() => touch('mname')} />
          <Field.Error>{errorOf('mname')}</Field.Error>
        </Field>
        {text('lname', 'Last Name', NAME_MAX_LENGTH, true)}
        <BirthdateField
          label="Birthdate"
          value={values.dob}
          onValueChange={(v) => set('dob', v)}
          onBlur={() => touch('dob')}
          error={errorOf('dob')}
        />
        <GenderField label="Gender" value={values.gender} onValueChange={(v) => set('gender', v)} />
        <Field>
          <Field.Label>Marital Status</Field.Label>
          <Select
            block
            options={MARITAL_OPTIONS}
            value={values.marital_status}
            onValueChange={(v) => set('marital_status', (v ?? '') as LeadDetailsForm['marital_status'])}
          />
        </Field>
        <HeightInput label="Height" value={values.height} onValueChange={(v) => set('height', v)} />
        <Field>
          <Field.Label>Weight</Field.Label>
          <WeightInput value={values.weight} onValueChange={(v) => set('weight', v)} />
        </Field>
        <Field>
          <Field.Label>SSN</Field.Label>
          <SsnInput block value={values.ssn} onValueChange={(v) => set('ssn', v)} onBlur={() => touch('ssn')} />
          <Field.Error>{errorOf('ssn')}</Field.Error>
        </Field>
      </StyledGrid>
    </Section>
  );
}

/** The repeatable phones, emails and addresses (the shared editors), with the county lookup by zip. */
export function ContactsSection({
  values,
  set,
  onLookupError,
}: SectionProps & { onLookupError(failure: unknown): void }) {
  const client = useApiClient();
  return (
    <Section id="lead-details-contacts" title="Phones, Emails and Addresses">
      <PhoneEditor
        types={LEAD_PHONE_TYPES}
        value={values.phones}
        onValueChange={(phones) => set('phones', phones)}
        showErrors
      />
      <EmailEditor
        types={LEAD_EMAIL_TYPES}
        invalidMessage={LEAD_MESSAGES.emailInvalid}
        value={values.emails}
        onValueChange={(emails) => set('emails', emails)}
        showErrors
      />
      <AddressEditor
        mode="lead"
        value={values.addresses}
        onValueChange={(addresses) => set('addresses', addresses)}
        showErrors
        onZipLookup={(zip) =>
          getCountiesByZip(client, zip).catch((failure: unknown) => {
            onLookupError(failure);
            throw failure;
          })
        }
      />
    </Section>
  );
}
