import type { Appointment } from '@meridian/api';
import { useSession } from '../../session/SessionProvider';
import { EventDialog } from './EventDialog';
import { useEventActions } from './useEventActions';

export interface EventEditorProps {
  /** The item to edit; without it the dialog adds. */
  event?: Appointment | undefined;
  /** Adding from a lead's page: the lead is assigned, and the item is made through `POST lead/{id}/appointment/`. */
  lead?: { lead_id: number; name: string } | undefined;
  onClose(): void;
}

/**
 * The Add/Edit Event dialog outside the calendar page (the dashboard, a lead's page), for the
 * signed-in agent; the calendar api's hooks refresh every list that shows the item.
 */
export function EventEditor({ event, lead, onClose }: EventEditorProps) {
  const { user } = useSession();
  const actions = useEventActions(user.user_id, lead?.lead_id);
  return (
    <EventDialog
      event={event}
      initial={lead ? { lead_id: lead.lead_id, lead_name: lead.name } : undefined}
      accountId={user.account_id}
      now={() => new Date()}
      actions={actions}
      onClose={onClose}
    />
  );
}
