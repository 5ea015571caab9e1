import { CONTACT_NAME_MAX_LENGTH } from '@meridian/domain';
import { Button, Field, PhoneInput, RadioGroup, Select, TextInput } from '@meridian/ui';
import type { ContactPersonPhoneForm } from './leadDetailsForm';
import { StyledGrid } from './styles';
import {
  type SectionProps,
  Section,
  RELATIONSHIP_OPTIONS,
  PHONE_TYPE_OPTIONS,
  LengthHint,
} from './detailsSectionParts';

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
