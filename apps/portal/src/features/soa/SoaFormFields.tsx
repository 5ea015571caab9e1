import { SOA_CONTACT_METHODS, type SoaWaitingPeriodRule } from '@meridian/domain';
import { Field, MaskedDateInput, Select, TextInput } from '@meridian/ui';
import { StyledFieldRow, StyledRuleNote } from './styles';
import { SOA_TEXT } from './text';
import { waitingPeriodNote, type SoaForm } from './useSoaForm';

const METHOD_OPTIONS = SOA_CONTACT_METHODS.map((m) => ({ value: m, label: m }));

export interface SoaFormFieldsProps {
  form: SoaForm;
  now: Date;
  /** Whether the date and the method must be filled (face to face; remote when the lead has emails). */
  required: boolean;
  waitingPeriodRules?: readonly SoaWaitingPeriodRule[] | undefined;
  /** Whether the appointment fields show (not for Enhanced, whose invite carries none). */
  withAppointment?: boolean;
}

/** Appointment Date, Initial Method of Contact and the agent's e-signing name (spec 02 §2.6, §3.10). */
export function SoaFormFields({ form, now, required, waitingPeriodRules, withAppointment = true }: SoaFormFieldsProps) {
  const { values, set, touch, leave, errorOf } = form;
  const note = waitingPeriodNote(values, now, waitingPeriodRules);
  return (
    <>
      {withAppointment ? (
        <StyledFieldRow>
          <Field required={required} invalid={errorOf('aptDate') !== undefined}>
            <Field.Label>{SOA_TEXT.fields.aptDate}</Field.Label>
            <MaskedDateInput
              block
              value={values.aptDate}
              onValueChange={(v) => set('aptDate', v)}
              onBlur={() => leave('aptDate')}
            />
            <Field.Hint>{SOA_TEXT.fields.dateHint}</Field.Hint>
            <Field.Error>{errorOf('aptDate')}</Field.Error>
          </Field>
          <Field required={required} invalid={errorOf('contactMethod') !== undefined}>
            <Field.Label>{SOA_TEXT.fields.contactMethod}</Field.Label>
            <Select
              block
              options={METHOD_OPTIONS}
              placeholder={SOA_TEXT.choose}
              value={values.contactMethod || null}
              onValueChange={(v) => {
                set('contactMethod', v ?? '');
                touch('contactMethod');
              }}
            />
            <Field.Error>{errorOf('contactMethod')}</Field.Error>
          </Field>
        </StyledFieldRow>
      ) : null}
      {withAppointment && note ? (
        <StyledRuleNote data-tone={note.tooSoon ? 'warning' : undefined} role="note">
          {note.text}
          {note.tooSoon ? `. ${SOA_TEXT.waitingPeriodTooSoon}` : null}
        </StyledRuleNote>
      ) : null}
      <Field required invalid={errorOf('agentSignature') !== undefined}>
        <Field.Label>{SOA_TEXT.fields.agentSignature}</Field.Label>
        <TextInput
          block
          autoComplete="name"
          value={values.agentSignature}
          onChange={(e) => set('agentSignature', e.target.value)}
          onBlur={() => leave('agentSignature')}
        />
        <Field.Hint>{SOA_TEXT.fields.agentSignatureHint}</Field.Hint>
        <Field.Error>{errorOf('agentSignature')}</Field.Error>
      </Field>
    </>
  );
}
