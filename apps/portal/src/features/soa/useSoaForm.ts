import {
  isSoaWaitingPeriodMet,
  soaWaitingPeriodRule,
  validateSoaAppointmentDate,
  validateSoaForm,
  type SoaFormContext,
  type SoaFormErrors,
  type SoaFormValues,
  type SoaWaitingPeriodRule,
} from '@meridian/domain';
import { useDraftForm } from '../../forms/useDraftForm';
import { SOA_TEXT } from './text';

export type SoaDraft = Required<{ [K in keyof SoaFormValues]: string }>;

const FIELDS: ReadonlyArray<keyof SoaDraft> = ['aptDate', 'contactMethod', 'agentSignature', 'email', 'email_type'];

/**
 * The SOA form's draft (spec 02 §3.10, §5.3) over the portal's draft form: the domain's
 * `validateSoaForm` decides every message; `check()` shows them all at once (a send or Continue
 * with gaps), and a refused send keeps what was typed.
 */
export function useSoaForm(context: SoaFormContext, initial: Partial<SoaDraft> = {}) {
  const form = useDraftForm<SoaDraft, SoaFormErrors>({
    initial: () => ({ aptDate: '', contactMethod: '', agentSignature: '', email: '', email_type: '', ...initial }),
    validate: (values) => validateSoaForm(values, context),
  });
  /** Touches the fields given (all by default) and answers whether they are valid. */
  const check = (fields: ReadonlyArray<keyof SoaFormErrors> = [...FIELDS, 'agentEmail']) => {
    fields.forEach((field) => form.touch(field));
    return fields.every((field) => form.errors[field] === undefined);
  };
  return { ...form, check };
}

export type SoaForm = ReturnType<typeof useSoaForm>;

/** A valid MM/DD/YYYY as the local end of that day (when the appointment may be at the latest), or undefined. */
function appointmentDay(aptDate: string, now: Date): Date | undefined {
  if (validateSoaAppointmentDate(aptDate, now)) return undefined;
  const [mm, dd, yyyy] = aptDate.split('/').map(Number) as [number, number, number];
  return new Date(yyyy, mm - 1, dd, 23, 59, 59);
}

/**
 * The waiting-period rule in effect for an appointment on the chosen date, where its row applies:
 * not for a walk-in (unscheduled) unless the row says so. `tooSoon` when even the end of that day is
 * inside the wait.
 */
export function waitingPeriodNote(
  { aptDate, contactMethod }: Pick<SoaDraft, 'aptDate' | 'contactMethod'>,
  now: Date,
  rules?: readonly SoaWaitingPeriodRule[],
): { text: string; tooSoon: boolean } | undefined {
  const day = appointmentDay(aptDate, now);
  if (!day) return undefined;
  const rule = soaWaitingPeriodRule(now, rules);
  const unscheduled = contactMethod === 'Walk in';
  // A row without a wait (or one that spares walk-ins) sets no rule for this appointment.
  if (rule.waiting_hours <= 0 || (unscheduled && !rule.applies_to_unscheduled)) return undefined;
  return {
    text: SOA_TEXT.waitingPeriod(rule.waiting_hours),
    tooSoon: !isSoaWaitingPeriodMet({ obtainedAt: now, appointmentAt: day, unscheduled }, rules),
  };
}
