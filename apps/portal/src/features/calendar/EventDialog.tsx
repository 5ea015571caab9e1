import type { Appointment, AppointmentDraft } from '@meridian/api';
import { addEventTitle, CALENDAR_MESSAGES, copyCalendarEvent, eventDialogDismissLabel } from '@meridian/domain';
import { Button, Dialog, Tabs, useToasts } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';
import { EventFormFields } from './EventFormFields';
import { draftOf, EMPTY_DRAFT, payloadOf, type EventDraft, type EventKind } from './eventDraft';
import { LeadField } from './LeadField';
import { StyledFooter, StyledForm } from './styles';
import { CALENDAR_TEXT } from './text';
import { useEventForm } from './useEventForm';

/** What the dialog asks of the calendar api (the mutation hooks' triggers). */
export interface EventDialogActions {
  create(body: AppointmentDraft): Promise<unknown>;
  update(appointmentId: number, body: AppointmentDraft): Promise<unknown>;
  remove(appointmentId: number): Promise<unknown>;
}

export interface EventDialogProps {
  /** The saved item to edit; without it the dialog adds. */
  event?: Appointment | undefined;
  /** Add mode's starting values (a clicked slot, the tab). */
  initial?: Partial<EventDraft> | undefined;
  accountId: number;
  /** The clock of a dismiss or completion. */
  now: () => Date;
  actions: EventDialogActions;
  onClose(): void;
}

const MESSAGES = {
  Appointment: {
    saved: CALENDAR_MESSAGES.appointmentSaved,
    updated: CALENDAR_MESSAGES.appointmentUpdated,
    deleted: CALENDAR_MESSAGES.appointmentDeleted,
  },
  Task: {
    saved: CALENDAR_MESSAGES.taskSaved,
    updated: CALENDAR_MESSAGES.taskUpdated,
    deleted: CALENDAR_MESSAGES.taskDeleted,
  },
} as const;

const FORM_ID = 'calendar-event-form';

/**
 * The Add/Edit Event dialog (spec 02 §2.12, §4.5, §5.5–5.7, §8): Appointment and Task tabs when
 * adding, the item's own form when editing. Copy turns the item into a new one; Close reads Cancel
 * once something changed, and leaving with changes asks first.
 */
export function EventDialog({ event, initial, accountId, now, actions, onClose }: EventDialogProps) {
  const toasts = useToasts();
  const [saved, setSaved] = useState(event);
  const form = useEventForm(event ? draftOf(event) : { ...EMPTY_DRAFT, ...initial });
  const guard = useDiscardGuard({ dirty: form.dirty, onClose });
  const { values } = form;
  const kind = values.kind;
  const messages = MESSAGES[kind];

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // A new item may be added as it came (a copy, a prefilled slot); an update needs a change.
    if (!form.check() || form.saving || (saved && !form.dirty)) return;
    await form.run(async () => {
      const body = payloadOf(form.values, saved, now());
      if (saved) await actions.update(saved.appointment_id, body);
      else await actions.create(body);
      toasts.push({ type: 'success', message: saved ? messages.updated : messages.saved });
      onClose();
    });
  };

  const remove = () =>
    void form.run(async () => {
      if (!saved) return;
      await actions.remove(saved.appointment_id);
      toasts.push({ type: 'success', message: messages.deleted });
      onClose();
    });

  // The copy is new and not yet saved: it differs from the empty baseline, so Add is offered at once.
  const copy = () => {
    if (!saved) return;
    // The domain's copy: without an id and not yet dismissed or completed.
    const { completed_date } = copyCalendarEvent({
      appointment_id: saved.appointment_id,
      completed_date: saved.completed_date,
    });
    const copied = draftOf({ ...saved, completed_date });
    form.reset({ ...EMPTY_DRAFT, kind });
    form.setValues(copied);
    setSaved(undefined);
  };

  const isNew = !saved;
  const title = isNew ? addEventTitle(kind) : CALENDAR_MESSAGES.editTitle;
  const fields = (
    <StyledForm id={FORM_ID} onSubmit={(e) => void save(e)} noValidate aria-label={title}>
      <SaveStatusBanner status={form.status} onClear={form.clearStatus} />
      <LeadField
        accountId={accountId}
        editing={!isNew}
        lead={values.lead_id ? { lead_id: values.lead_id, name: values.lead_name } : null}
        onChange={(lead) =>
          form.setValues((v) => ({ ...v, lead_id: lead?.lead_id ?? null, lead_name: lead?.name ?? '' }))
        }
      />
      <EventFormFields form={form} />
    </StyledForm>
  );

  return (
    <>
      <Dialog
        open
        onOpenChange={guard.onOpenChange}
        title={title}
        width="large"
        footer={
          <StyledFooter>
            {saved ? (
              <>
                <Button variant="danger" onClick={remove} disabled={form.saving}>
                  {CALENDAR_TEXT.buttons.delete}
                </Button>
                <Button onClick={copy} disabled={form.saving}>
                  {CALENDAR_TEXT.buttons.copy}
                </Button>
              </>
            ) : null}
            <Button data-push onClick={guard.close}>
              {eventDialogDismissLabel({ isNew, hasChanges: form.dirty })}
            </Button>
            {isNew || form.dirty ? (
              <Button variant="primary" type="submit" form={FORM_ID} disabled={form.saving}>
                {form.saving
                  ? CALENDAR_TEXT.buttons.saving
                  : isNew
                    ? CALENDAR_TEXT.buttons.add
                    : CALENDAR_TEXT.buttons.update}
              </Button>
            ) : null}
          </StyledFooter>
        }
      >
        {isNew ? (
          <Tabs value={kind} onValueChange={(tab) => form.set('kind', tab as EventKind)}>
            <Tabs.List aria-label={CALENDAR_TEXT.tabs}>
              {(['Appointment', 'Task'] as const).map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {tab}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {(['Appointment', 'Task'] as const).map((tab) => (
              <Tabs.Panel key={tab} value={tab}>
                {tab === kind ? fields : null}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          fields
        )}
      </Dialog>
      {guard.dialog}
    </>
  );
}
