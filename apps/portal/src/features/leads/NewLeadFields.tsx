import { LEAD_EMAIL_TYPES, LEAD_PHONE_TYPES, NAME_MAX_LENGTH, US_STATES } from '@meridian/domain';
import { Field, PhoneInput, Select, TextInput, ZipInput } from '@meridian/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { CountyChoice, NewLeadForm } from './useNewLeadForm';
import { BirthdateField, GenderField, NameField } from './personFields';
import { StyledGrid, StyledSpan2 } from './styles';

/**
 * The Notes editor (Tiptap, ~110 KB gzipped) is a chunk of its own, fetched when the dialog opens,
 * so neither the first load nor the lead page (which shares this feature's chunk) pays for it.
 */
const RichTextEditor = lazy(() => import('@meridian/ui/rich-text').then((m) => ({ default: m.RichTextEditor })));

/** Holds the editor's place (toolbar and text area) while its chunk loads. */
const StyledEditorPlaceholder = styled.div`
  height: 136px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));
const PHONE_TYPE_OPTIONS = LEAD_PHONE_TYPES.map((t) => ({ value: t, label: t }));
const EMAIL_TYPE_OPTIONS = LEAD_EMAIL_TYPES.map((t) => ({ value: t, label: t }));

/** A county option's value carries its state, so a zip spanning states sets the right one. */
export const countyValue = (state_id: string, county: string) => `${state_id}|${county}`;

export interface NewLeadFieldsProps {
  values: NewLeadForm;
  set<K extends keyof NewLeadForm>(key: K, value: NewLeadForm[K]): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
  counties: readonly CountyChoice[];
  onZipLookup(zip: string): void;
  onStateChange(state_id: string): void;
  onCountyChange(value: string): void;
  /** Partner and tracking code (the one configured account), rendered after the names. */
  partnerFields?: ReactNode;
}

/** The fields of the New Lead dialog (spec 02 §2.4). */
export function NewLeadFields({
  values,
  set,
  touch,
  errorOf,
  counties,
  onZipLookup,
  onStateChange,
  onCountyChange,
  partnerFields,
}: NewLeadFieldsProps) {
  const name = (key: 'fname' | 'lname', label: string) => (
    <NameField
      required
      label={label}
      maxLength={NAME_MAX_LENGTH}
      value={values[key]}
      onValueChange={(v) => set(key, v)}
      onBlur={() => touch(key)}
      error={errorOf(key)}
    />
  );
  const countyGroups = counties.map((group) => ({
    label: group.state_name,
    options: group.counties.map((county) => ({ value: countyValue(group.state_id, county), label: county })),
  }));
  return (
    <StyledGrid>
      {name('fname', 'First Name')}
      {name('lname', 'Last Name')}
      {partnerFields}
      <Field>
        <Field.Label>Phone Type</Field.Label>
        <Select
          block
          options={PHONE_TYPE_OPTIONS}
          value={values.phone_type}
          onValueChange={(v) => set('phone_type', v ?? 'Home')}
        />
      </Field>
      <Field>
        <Field.Label>Phone</Field.Label>
        <PhoneInput block value={values.phone} onValueChange={(v) => set('phone', v)} onBlur={() => touch('phone')} />
        <Field.Error>{errorOf('phone')}</Field.Error>
      </Field>
      <Field>
        <Field.Label>Email Type</Field.Label>
        <Select
          block
          options={EMAIL_TYPE_OPTIONS}
          value={values.email_type}
          onValueChange={(v) => set('email_type', v ?? 'Home')}
        />
      </Field>
      <Field>
        <Field.Label>Email</Field.Label>
        <TextInput
          block
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => touch('email')}
        />
        <Field.Error>{errorOf('email')}</Field.Error>
      </Field>
      <BirthdateField
        label="Birthdate"
        value={values.dob}
        onValueChange={(v) => set('dob', v)}
        onBlur={() => touch('dob')}
        error={errorOf('dob')}
      />
      <GenderField label="Gender" value={values.gender} onValueChange={(v) => set('gender', v)} />
      <Field>
        <Field.Label>Zip</Field.Label>
        <ZipInput
          block
          value={values.zip}
          onValueChange={(v) => set('zip', v)}
          onLookup={onZipLookup}
          onBlur={() => touch('zip')}
        />
        <Field.Error>{errorOf('zip')}</Field.Error>
      </Field>
      <Field>
        <Field.Label>County</Field.Label>
        <Select
          block
          groups={countyGroups}
          placeholder={counties.length ? 'Select a county' : 'Enter a zip first'}
          value={values.county ? countyValue(values.state_id, values.county) : null}
          onValueChange={(v) => onCountyChange(v ?? '')}
        />
      </Field>
      <Field>
        <Field.Label>State</Field.Label>
        <Select
          block
          options={STATE_OPTIONS}
          placeholder="Select a state"
          value={values.state_id || null}
          onValueChange={(v) => onStateChange(v ?? '')}
        />
      </Field>
      <StyledSpan2>
        <Field id="new-lead-notes">
          <Field.Label>Notes</Field.Label>
          {/* Rich text (spec 02 §2.4); the server sanitizes it before it is stored as a conversation note. */}
          <Suspense fallback={<StyledEditorPlaceholder aria-hidden="true" />}>
            <RichTextEditor value={values.notes} onChange={(html) => set('notes', html)} />
          </Suspense>
        </Field>
      </StyledSpan2>
    </StyledGrid>
  );
}
