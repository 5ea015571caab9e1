import type { AppointmentChanges } from '@meridian/api';
import { useCreateAppointment, useDeleteAppointment, useUpdateAppointment } from '@meridian/api/react';
import type { EventDialogActions } from './EventDialog';

/**
 * The dialog's and the calendar's writes for one agent, over the calendar api's mutation hooks.
 * With `fromLeadId` (the dialog opened on a lead's page) an item still assigned to that lead is made
 * through the lead's call.
 */
export function useEventActions(
  userId: number,
  fromLeadId?: number,
): EventDialogActions & {
  move(appointmentId: number, changes: AppointmentChanges): Promise<unknown>;
} {
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const remove = useDeleteAppointment();
  return {
    create: (draft) =>
      create.trigger(
        fromLeadId !== undefined && draft.lead_id === fromLeadId
          ? { user_id: userId, lead_id: fromLeadId, draft }
          : { user_id: userId, draft },
      ),
    // The lead is not changed by an update (edit mode shows only its link).
    update: (appointment_id, { lead_id: _lead, ...changes }) => update.trigger({ appointment_id, changes }),
    remove: (appointment_id) => remove.trigger({ appointment_id, user_id: userId }),
    move: (appointment_id, changes) => update.trigger({ appointment_id, changes }),
  };
}
