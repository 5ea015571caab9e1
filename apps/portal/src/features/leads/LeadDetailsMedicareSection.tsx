import { MEDICAID_NUMBER_MAX_LENGTH, maxLengthHint, normalizePartDate } from '@meridian/domain';
import { Field, MedicareNumberInput, MonthYearInput, Select, TextInput } from '@meridian/ui';
import { useEffect } from 'react';
import { StyledGrid } from './styles';
import { type SectionProps, Section, MEDICAID_STATE_OPTIONS, LengthHint } from './detailsSectionParts';

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
