import type { Appointment } from '@meridian/api';
import { centralDayRange } from '@meridian/domain';
import { PageHeader } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { LazyEventEditor } from '../calendar';
import { AwaitingSignaturePanel, UnreadNoticesPanel } from './InboxPanels';
import { DispositionCountsPanel, RecentLeadsPanel } from './LeadPanels';
import { OverdueTasksPanel, TodayPanel } from './SchedulePanels';
import { StyledGrid, StyledPage } from './styles';
import { DASHBOARD_TEXT } from './text';

type Editing = { event?: Appointment | undefined } | undefined;

/**
 * The dashboard (spec 01 §2, `/`): what an agent starts the day from. Each panel reads its own data
 * and keeps its place while it loads; two columns, one under 665 px.
 */
export function DashboardPage() {
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const today = useMemo(() => centralDayRange(now), [now]);
  const [editing, setEditing] = useState<Editing>();
  const open = (event?: Appointment) => setEditing({ event });
  return (
    <StyledPage aria-labelledby="dashboard-title">
      <PageHeader headingId="dashboard-title" title={DASHBOARD_TEXT.title} />
      <StyledGrid>
        <TodayPanel userId={user.user_id} today={today} onOpen={open} />
        <OverdueTasksPanel userId={user.user_id} today={today} onOpen={open} />
        <RecentLeadsPanel userId={user.user_id} />
        <AwaitingSignaturePanel userId={user.user_id} />
        <UnreadNoticesPanel userId={user.user_id} />
        <DispositionCountsPanel userId={user.user_id} />
      </StyledGrid>
      {editing ? <LazyEventEditor event={editing.event} onClose={() => setEditing(undefined)} /> : null}
    </StyledPage>
  );
}
