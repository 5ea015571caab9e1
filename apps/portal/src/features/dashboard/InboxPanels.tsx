import { useNoticeList, useSoasAwaitingSignature } from '@meridian/api/react';
import { formatCentralDate, SOA_PROCESS_TYPE_LABELS } from '@meridian/domain';
import { Button } from '@meridian/ui';
import { Link } from 'react-router-dom';
import { useShellDialogs } from '../../shell/ShellDialogs';
import { DashboardPanel } from './DashboardPanel';
import { StyledLinkButton } from '../../shared/LinkButton';
import { StyledRows } from './styles';
import { DASHBOARD_TEXT } from './text';

/** The agent's SOAs sent and not yet signed, newest first, each linked to its lead. */
export function AwaitingSignaturePanel({ userId }: { userId: number }) {
  const soas = useSoasAwaitingSignature(userId);
  const rows = soas.data?.result;
  const total = soas.data?.total_records;
  return (
    <DashboardPanel
      id="dashboard-awaiting-signature"
      title={DASHBOARD_TEXT.awaiting.title}
      count={total}
      loading={!soas.data && !soas.error}
      error={soas.error}
      empty={rows?.length === 0 ? DASHBOARD_TEXT.awaiting.empty : undefined}
    >
      <StyledRows aria-label={DASHBOARD_TEXT.awaiting.list}>
        {rows?.map((soa) => (
          <li key={soa.soa_id}>
            <Link to={`/lead/${soa.lead_id}`} state={{ lead_name: soa.client_name }}>
              {soa.client_name}
            </Link>
            <small>
              {SOA_PROCESS_TYPE_LABELS[soa.process_type]} ·{' '}
              {DASHBOARD_TEXT.awaiting.sent(formatCentralDate(soa.created_at))}
              {soa.appointment_date ? ` · ${DASHBOARD_TEXT.awaiting.appointment(soa.appointment_date)}` : ''}
            </small>
          </li>
        ))}
      </StyledRows>
      {rows && total !== undefined && total > rows.length ? (
        <p>{DASHBOARD_TEXT.awaiting.more(rows.length, total)}</p>
      ) : null}
    </DashboardPanel>
  );
}

/** The agent's unread notices; a title or Open Notices opens the Notices dialog, where they are read. */
export function UnreadNoticesPanel({ userId }: { userId: number }) {
  const notices = useNoticeList(userId, 'openNotify');
  const dialogs = useShellDialogs();
  const rows = notices.data?.result;
  return (
    <DashboardPanel
      id="dashboard-notices"
      title={DASHBOARD_TEXT.notices.title}
      count={notices.data?.total_records}
      loading={!notices.data && !notices.error}
      error={notices.error}
      empty={rows?.length === 0 ? DASHBOARD_TEXT.notices.empty : undefined}
      actions={
        <Button size="small" onClick={() => dialogs.open('notices')}>
          {DASHBOARD_TEXT.notices.open}
        </Button>
      }
    >
      <StyledRows aria-label={DASHBOARD_TEXT.notices.list}>
        {rows?.map((notice) => (
          <li key={notice.notice_id}>
            <StyledLinkButton type="button" onClick={() => dialogs.open('notices')}>
              {notice.notice_title}
            </StyledLinkButton>
            <small>{DASHBOARD_TEXT.notices.posted(formatCentralDate(notice.start_date))}</small>
          </li>
        ))}
      </StyledRows>
    </DashboardPanel>
  );
}
