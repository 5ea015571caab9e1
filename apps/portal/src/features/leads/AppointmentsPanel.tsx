import { describeError, type Appointment } from '@meridian/api';
import { useLeadAppointments } from '@meridian/api/react';
import { Banner, Button } from '@meridian/ui';
import { useState } from 'react';
import { EventList, LazyEventEditor } from '../calendar';
import { Panel } from './LeadPanels';
import { APPOINTMENTS_TEXT } from './panelText';
import { StyledMuted, StyledSkeleton } from './styles';

type Editing = { mode: 'add' } | { mode: 'edit'; event: Appointment } | undefined;

/**
 * The lead's appointments and tasks (spec 02 §1 "appointments"; the lead page's conversation log
 * opens the Add/Edit Event dialog, §2.12): each opens for editing, Add Event adds one assigned to
 * the lead (`POST lead/{id}/appointment/`).
 */
export function AppointmentsPanel({ leadId, leadName }: { leadId: number; leadName: string }) {
  const items = useLeadAppointments(leadId);
  const [editing, setEditing] = useState<Editing>();
  const rows = items.data?.result;
  return (
    <Panel
      id="lead-appointments"
      title={APPOINTMENTS_TEXT.title}
      actions={
        <div>
          <Button size="small" onClick={() => setEditing({ mode: 'add' })}>
            {APPOINTMENTS_TEXT.add}
          </Button>
        </div>
      }
    >
      {items.error ? (
        <Banner variant="alert" title={APPOINTMENTS_TEXT.loadFailed}>
          {describeError(items.error)}
        </Banner>
      ) : !rows ? (
        <StyledSkeleton aria-hidden="true" />
      ) : rows.length === 0 ? (
        <StyledMuted>{APPOINTMENTS_TEXT.empty}</StyledMuted>
      ) : (
        <EventList
          items={rows}
          label={APPOINTMENTS_TEXT.list}
          onOpen={(event) => setEditing({ mode: 'edit', event })}
        />
      )}
      {editing ? (
        <LazyEventEditor
          event={editing.mode === 'edit' ? editing.event : undefined}
          lead={editing.mode === 'add' ? { lead_id: leadId, name: leadName } : undefined}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Panel>
  );
}
