import { getCountiesByZip } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import {
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_RELATIONSHIPS,
  GENDERS,
  LEAD_EMAIL_TYPES,
  LEAD_MESSAGES,
  LEAD_PHONE_TYPES,
  MARITAL_STATUSES,
  MEDICAID_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PREFIX_MAX_LENGTH,
  US_STATES,
  maxLengthHint,
  normalizePartDate,
  showsMaxLengthHint,
} from '@meridian/domain';
import {
  AddressEditor,
  Button,
  Checkbox,
  EmailEditor,
  Field,
  HeightInput,
  InitialInput,
  MaskedDateInput,
  MedicareNumberInput,
  MonthYearInput,
  PhoneEditor,
  PhoneInput,
  RadioGroup,
  Select,
  SsnInput,
  TagInput,
  TextInput,
  WeightInput,
} from '@meridian/ui';
import { useEffect, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ContactPersonPhoneForm, LeadDetailsForm } from './leadDetailsForm';
import { StyledGrid, StyledSpan2 } from './styles';

/** What every section gets from the dialog's draft. */
export interface SectionProps {
  values: LeadDetailsForm;
  set<K extends keyof LeadDetailsForm>(key: K, value: LeadDetailsForm[K]): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
}

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;

  & > h3 {
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space[1]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & p,
  & ul {
    margin: 0;
  }
`;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StyledSection aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </StyledSection>
  );
}

const options = (list: ReadonlyArray<{ code: string; name: string }>) => [
  { value: '', label: 'Not specified' },
  ...list.map((item) => ({ value: item.code, label: item.name })),
];
const GENDER_OPTIONS = options(GENDERS);
const MARITAL_OPTIONS = options(MARITAL_STATUSES);
const RELATIONSHIP_OPTIONS = [
  { value: '', label: 'None' },
  ...CONTACT_RELATIONSHIPS.map((r) => ({ value: r, label: r })),
];
const MEDICAID_STATE_OPTIONS = [
  { value: '', label: 'None' },
  ...US_STATES.map((s) => ({ value: s.abbreviation, label: s.name })),
];
const PHONE_TYPE_OPTIONS = LEAD_PHONE_TYPES.map((t) => ({ value: t, label: t }));

function LengthHint({ value, max }: { value: string; max: number }) {
  return showsMaxLengthHint(value, max) ? <Field.Hint>{maxLengthHint(max)}</Field.Hint> : null;
}

/** Prefix, names, birthdate, gender, marital status, height, weight, SSN. */
export function LeadInformationSection({ values, set, touch, errorOf }: SectionProps) {
  const text = (key: 'title' | 'fname' | 'lname', label: string, max: number, required = false) => (
    <Field required={required}>
      <Field.Label>{label}</Field.Label>
      <TextInput
        block
        autoComplete="off"
        maxLength={max}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        onBlur={() => touch(key)}
      />
      <LengthHint value={values[key]} max={max} />
      <Field.Error>{errorOf(key)}</Field.Error>
    </Field>
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
        <Field>
          <Field.Label>Birthdate</Field.Label>
          <MaskedDateInput
            block
            autoComplete="off"
            value={values.dob}
            onValueChange={(v) => set('dob', v)}
            onBlur={() => touch('dob')}
          />
          <Field.Error>{errorOf('dob')}</Field.Error>
        </Field>
        <Field>
          <Field.Label>Gender</Field.Label>
          <Select
            block
            options={GENDER_OPTIONS}
            value={values.gender}
            onValueChange={(v) => set('gender', (v ?? '') as LeadDetailsForm['gender'])}
          />
        </Field>
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

function PersonFields({
  prefix,
  label,
  name,
  phone,
  relationship,
  onName,
  onPhone,
  onRelationship,
  touch,
  errorOf,
}: {
  prefix: 'contact' | 'emergency';
  label: string;
  name: string;
  phone: ContactPersonPhoneForm;
  relationship: string;
  onName(v: string): void;
  onPhone(v: ContactPersonPhoneForm): void;
  onRelationship(v: string): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
}) {
  return (
    <StyledGrid>
      <Field>
        <Field.Label>{`${label} Name`}</Field.Label>
        <TextInput
          block
          autoComplete="off"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => onName(e.target.value)}
          onBlur={() => touch(`${prefix}_name`)}
        />
        <LengthHint value={name} max={CONTACT_NAME_MAX_LENGTH} />
        <Field.Error>{errorOf(`${prefix}_name`)}</Field.Error>
      </Field>
      <Field>
        <Field.Label>{`${label} Type`}</Field.Label>
        <Select
          block
          options={PHONE_TYPE_OPTIONS}
          value={phone.phone_type}
          onValueChange={(v) =>
            onPhone({ ...phone, phone_type: (v ?? 'Home') as ContactPersonPhoneForm['phone_type'] })
          }
        />
      </Field>
      <Field>
        <Field.Label>{`${label} Telephone`}</Field.Label>
        <PhoneInput
          block
          value={phone.phone}
          onValueChange={(v) => onPhone({ ...phone, phone: v })}
          onBlur={() => touch(`${prefix}_phone`)}
        />
        <Field.Error>{errorOf(`${prefix}_phone`)}</Field.Error>
      </Field>
      <Field>
        <Field.Label>{`${label} Relationship`}</Field.Label>
        <Select
          block
          options={RELATIONSHIP_OPTIONS}
          value={relationship}
          onValueChange={(v) => onRelationship(v ?? '')}
        />
      </Field>
    </StyledGrid>
  );
}

const EMPTY_PHONE: ContactPersonPhoneForm = { phone_type: 'Home', phone: '', phone_ext: '' };

/** Preferred Contact with its clear button, 'Use as emergency contact?' and the Emergency Contact fields when No. */
export function PreferredContactSection({
  values,
  set,
  touch,
  errorOf,
  onEmergencyChoice,
  onClear,
}: SectionProps & { onEmergencyChoice(same: boolean): void; onClear(): void }) {
  return (
    <>
      <Section id="lead-details-preferred" title="Preferred Contact">
        <PersonFields
          prefix="contact"
          label="Preferred Contact"
          name={values.contact_name}
          phone={values.contact_phone}
          relationship={values.contact_relationship}
          onName={(v) => set('contact_name', v)}
          onPhone={(v) => set('contact_phone', v)}
          onRelationship={(v) => set('contact_relationship', v)}
          touch={touch}
          errorOf={errorOf}
        />
        <div>
          <Button size="small" onClick={onClear}>
            Clear Preferred Contact
          </Button>
        </div>
        <RadioGroup
          label="Use as emergency contact?"
          orientation="horizontal"
          value={values.emergency_same ? 'yes' : 'no'}
          onValueChange={(v) => onEmergencyChoice(v === 'yes')}
        >
          <RadioGroup.Item value="yes" label="Yes" />
          <RadioGroup.Item value="no" label="No" />
        </RadioGroup>
      </Section>
      {values.emergency_same ? null : (
        <Section id="lead-details-emergency" title="Emergency Contact">
          <PersonFields
            prefix="emergency"
            label="Emergency Contact"
            name={values.emergency_name}
            phone={values.emergency_phone}
            relationship={values.emergency_relationship}
            onName={(v) => set('emergency_name', v)}
            onPhone={(v) => set('emergency_phone', v)}
            onRelationship={(v) => set('emergency_relationship', v)}
            touch={touch}
            errorOf={errorOf}
          />
        </Section>
      )}
    </>
  );
}

export const CLEARED_PREFERRED = { contact_name: '', contact_phone: EMPTY_PHONE, contact_relationship: '' } as const;

/** A Part A/B date, reformatted one second after typing stops (spec 02 §4.1). */
function PartDateField({
  field,
  label,
  value,
  onChange,
  touch,
  errorOf,
}: {
  field: 'medicare_parta_date' | 'medicare_partb_date';
  label: string;
  value: string;
  onChange(v: string): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
}) {
  useEffect(() => {
    const normalized = normalizePartDate(value);
    if (normalized === value) return;
    const timer = setTimeout(() => onChange(normalized), 1000);
    return () => clearTimeout(timer);
  }, [value, onChange]);
  return (
    <Field>
      <Field.Label>{label}</Field.Label>
      <MonthYearInput block value={value} onValueChange={onChange} onBlur={() => touch(field)} />
      <Field.Error>{errorOf(field)}</Field.Error>
    </Field>
  );
}

/** Medicare name (read-only), Medicare number, Part A and B dates, Medicaid number and state. */
export function MedicareSection({ values, set, touch, errorOf }: SectionProps) {
  const medicareName = `${values.fname} ${values.mname ? `${values.mname} ` : ''}${values.lname}`.trim();
  return (
    <Section id="lead-details-medicare" title="Medicare & Medicaid">
      <StyledGrid>
        <Field>
          <Field.Label>Medicare Name</Field.Label>
          <TextInput block readOnly value={medicareName} />
        </Field>
        <Field>
          <Field.Label>Medicare Number</Field.Label>
          <MedicareNumberInput
            block
            value={values.hicn}
            onValueChange={(v) => set('hicn', v)}
            onBlur={() => touch('hicn')}
          />
          {values.hicn.length < 14 ? <Field.Hint>{maxLengthHint(11)}</Field.Hint> : null}
          <Field.Error>{errorOf('hicn')}</Field.Error>
        </Field>
        <PartDateField
          field="medicare_parta_date"
          label="Part A Date"
          value={values.medicare_parta_date}
          onChange={(v) => set('medicare_parta_date', v)}
          touch={touch}
          errorOf={errorOf}
        />
        <PartDateField
          field="medicare_partb_date"
          label="Part B Date"
          value={values.medicare_partb_date}
          onChange={(v) => set('medicare_partb_date', v)}
          touch={touch}
          errorOf={errorOf}
        />
        <Field>
          <Field.Label>Medicaid Number</Field.Label>
          <TextInput
            block
            autoComplete="off"
            maxLength={MEDICAID_NUMBER_MAX_LENGTH}
            value={values.medicaid_number}
            onChange={(e) => set('medicaid_number', e.target.value)}
            onBlur={() => touch('medicaid_number')}
          />
          <LengthHint value={values.medicaid_number} max={MEDICAID_NUMBER_MAX_LENGTH} />
          <Field.Error>{errorOf('medicaid_number')}</Field.Error>
        </Field>
        <Field>
          <Field.Label>Medicaid State</Field.Label>
          <Select
            block
            options={MEDICAID_STATE_OPTIONS}
            value={values.medicaid_state}
            onValueChange={(v) => set('medicaid_state', v ?? '')}
          />
        </Field>
      </StyledGrid>
    </Section>
  );
}

/** The lead instructions, read-only. */
export function InstructionsSection({ instructions }: { instructions: readonly string[] }) {
  return (
    <Section id="lead-details-instructions" title="Lead Instruction">
      {instructions.length ? (
        <ul>
          {instructions.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : (
        <p>No lead instructions.</p>
      )}
    </Section>
  );
}

/** Tags: chips with autocomplete; Enter, comma and Add Tag add (TagInput applies the domain rules). */
export function TagsSection({ values, set, known }: SectionProps & { known: readonly string[] }) {
  return (
    <Section id="lead-details-tags" title="Tags">
      <TagInput
        value={values.tags}
        onValueChange={(tags) => set('tags', tags)}
        suggestions={known}
        inputLabel="Tag"
        addLabel="Add Tag"
      />
    </Section>
  );
}

/** The four channels, checked when permission is given (the do_not_* flags inverted), the last change and the history link. */
export function ContactPermissionsSection({
  values,
  set,
  lastUpdated,
  onShowHistory,
}: SectionProps & { lastUpdated: string; onShowHistory(): void }) {
  const check = (key: keyof LeadDetailsForm['permissions'], label: string) => (
    <Checkbox
      label={label}
      checked={values.permissions[key]}
      onCheckedChange={(on) => set('permissions', { ...values.permissions, [key]: on === true })}
    />
  );
  return (
    <Section id="lead-details-permissions" title="Contact Permissions">
      <StyledGrid>
        {check('email', 'Email')}
        {check('phone', 'Phone')}
        {check('text', 'Text')}
        {check('mail', 'Mail')}
      </StyledGrid>
      {lastUpdated ? <p>{`Last updated by ${lastUpdated}`}</p> : null}
      <div>
        <Button size="small" variant="invisible" onClick={onShowHistory}>
          Permission History
        </Button>
      </div>
    </Section>
  );
}

/** Latest disposition: date, title, description, read-only. */
export function LatestDispositionSection({
  date,
  title,
  description,
}: {
  date: string;
  title: string;
  description: string;
}) {
  return (
    <Section id="lead-details-disposition" title="Latest Disposition">
      <StyledGrid>
        <Field>
          <Field.Label>Disposition Date</Field.Label>
          <TextInput block readOnly value={date} />
        </Field>
        <Field>
          <Field.Label>Disposition</Field.Label>
          <TextInput block readOnly value={title} />
        </Field>
        <StyledSpan2>
          <Field>
            <Field.Label>Description</Field.Label>
            <TextInput block readOnly value={description} />
          </Field>
        </StyledSpan2>
      </StyledGrid>
    </Section>
  );
}
