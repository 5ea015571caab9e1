import { Checkbox, Field, MaskedDateInput, TextInput } from '@meridian/ui';
import { useId, type ReactNode } from 'react';
import type { EventDraft } from './eventDraft';
import { StyledChecks, StyledFieldRow, StyledTextArea } from './styles';
import { CALENDAR_TEXT } from './text';
import type { EventForm } from './useEventForm';

type TextField = 'title' | 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'due_date' | 'due_time';

const T = CALENDAR_TEXT.fields;

/** One labelled input of the draft; its message shows once the field was left. */
function DraftField({
  form,
  field,
  required,
  onValue,
  children,
}: {
  form: EventForm;
  field: TextField;
  required?: boolean;
  onValue?: (value: string) => void;
  children?: (input: { value: string; onBlur(): void; set(value: string): void }) => ReactNode;
}) {
  const error = form.errorOf(field);
  const set = onValue ?? ((value: string) => form.set(field, value));
  const input = { value: form.values[field], onBlur: () => form.touch(field), set };
  return (
    <Field required={required} invalid={error !== undefined}>
      <Field.Label>{T[field]}</Field.Label>
      {children ? (
        children(input)
      ) : (
        <TextInput block value={input.value} onChange={(e) => set(e.target.value)} onBlur={input.onBlur} />
      )}
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

const dateInput = ({ value, onBlur, set }: { value: string; onBlur(): void; set(value: string): void }) => (
  <MaskedDateInput block value={value} onValueChange={set} onBlur={onBlur} placeholder={T.dateHint} />
);

// A native time input: 24-hour HH:mm values; clearing it (backspace) empties it (spec 02 §5.6).
const timeInput = ({ value, onBlur, set }: { value: string; onBlur(): void; set(value: string): void }) => (
  <TextInput block type="time" value={value} onChange={(e) => set(e.target.value)} onBlur={onBlur} />
);

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return <Checkbox label={label} checked={checked} onCheckedChange={(c) => onChange(c === true)} />;
}

/** The appointment's or the task's own fields (spec 02 §2.12): Title, the boxes, the dates and times, the note. */
export function EventFormFields({ form }: { form: EventForm }) {
  const { values, set } = form;
  const appointment = values.kind === 'Appointment';
  const timed = appointment && !values.allday;
  const noteId = useId();
  const flag = (field: keyof Pick<EventDraft, 'allday' | 'important' | 'completed'>, label: string) => (
    <Check label={label} checked={values[field]} onChange={(c) => set(field, c)} />
  );
  return (
    <>
      <DraftField form={form} field="title" required />
      <StyledChecks>
        {appointment ? flag('allday', T.allday) : null}
        {flag('important', T.important)}
        {flag('completed', appointment ? T.dismiss : T.completed)}
      </StyledChecks>
      {appointment ? (
        <>
          <StyledFieldRow>
            <DraftField form={form} field="start_date" required onValue={(v) => form.setStart('start_date', v)}>
              {dateInput}
            </DraftField>
            {timed ? (
              <DraftField form={form} field="start_time" required onValue={(v) => form.setStart('start_time', v)}>
                {timeInput}
              </DraftField>
            ) : null}
          </StyledFieldRow>
          <StyledFieldRow>
            <DraftField form={form} field="end_date" required>
              {dateInput}
            </DraftField>
            {timed ? (
              <DraftField form={form} field="end_time" required>
                {timeInput}
              </DraftField>
            ) : null}
          </StyledFieldRow>
        </>
      ) : (
        <StyledFieldRow>
          <DraftField form={form} field="due_date" required={values.due_time !== ''}>
            {dateInput}
          </DraftField>
          <DraftField form={form} field="due_time">
            {timeInput}
          </DraftField>
        </StyledFieldRow>
      )}
      <Field id={noteId}>
        <Field.Label>{appointment ? T.note : T.details}</Field.Label>
        <StyledTextArea
          id={noteId}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
    </>
  );
}
