import { defaultAppointmentEnd } from '@meridian/domain';
import { useDraftForm } from '../../forms/useDraftForm';
import { validateDraft, type EventDraft, type EventErrors } from './eventDraft';

/**
 * The Add/Edit Event draft over the portal's draft form. Changing the start date or time moves the
 * end to the domain's default (the start hour plus 1); `check()` shows every message at once (a
 * refused Add or Update keeps what was typed).
 */
export function useEventForm(initial: EventDraft) {
  const form = useDraftForm<EventDraft, EventErrors>({ initial, validate: validateDraft });
  const { setValues } = form;
  const setStart = (field: 'start_date' | 'start_time', value: string) =>
    setValues((v) => {
      const next = { ...v, [field]: value };
      const end = defaultAppointmentEnd(next);
      return end.end_time ? { ...next, ...end } : next;
    });
  const check = () => {
    Object.keys(form.errors).forEach((field) => form.touch(field));
    return form.valid;
  };
  return { ...form, setStart, check };
}

export type EventForm = ReturnType<typeof useEventForm>;
