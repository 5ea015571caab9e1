import type { AdminAuditEntity } from '@meridian/api';
import { describeError } from '@meridian/api';
import { useAdminAudit } from '@meridian/api/react';
import { auditActionLabel, auditChanges, formatCentralDateTime } from '@meridian/domain';
import { Banner, Button, Dialog, Spinner } from '@meridian/ui';
import { styled } from 'styled-components';

export const ADMIN_HISTORY_TEXT = {
  button: 'History',
  title: (name: string) => `History: ${name}`,
  close: 'Close',
  empty: 'No changes have been recorded for this record yet.',
  caption: 'Changes, newest first',
  when: 'When',
  who: 'Changed by',
  action: 'Action',
  changes: 'Changes',
  field: 'Field',
  before: 'Before',
  after: 'After',
  nothing: '(empty)',
  unknownUser: (id: number) => `User ${id}`,
} as const;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  & caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledChanges = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${({ theme }) => theme.space[2]}px;
  margin: 0;
  & > div {
    display: contents;
  }
  & dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const shown = (text: string) => text || ADMIN_HISTORY_TEXT.nothing;

/**
 * A record's History (issue 16): every admin change the append-only admin audit kept for it —
 * who, when, what, and each field's value before and after — newest first.
 */
export function AdminHistoryDialog({
  entity,
  id,
  name,
  onClose,
}: {
  entity: AdminAuditEntity;
  id: number;
  name: string;
  onClose(): void;
}) {
  const history = useAdminAudit(entity, id);
  const rows = history.data ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={ADMIN_HISTORY_TEXT.title(name)}
      width="70%"
      footer={<Button onClick={onClose}>{ADMIN_HISTORY_TEXT.close}</Button>}
    >
      {history.error ? <Banner variant="alert">{describeError(history.error)}</Banner> : null}
      {!history.data && !history.error ? <Spinner /> : null}
      {history.data && rows.length === 0 ? <p>{ADMIN_HISTORY_TEXT.empty}</p> : null}
      {rows.length > 0 ? (
        <StyledTable>
          <caption>{ADMIN_HISTORY_TEXT.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{ADMIN_HISTORY_TEXT.when}</th>
              <th scope="col">{ADMIN_HISTORY_TEXT.who}</th>
              <th scope="col">{ADMIN_HISTORY_TEXT.action}</th>
              <th scope="col">{ADMIN_HISTORY_TEXT.changes}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.audit_id}>
                <td>{formatCentralDateTime(row.changed_at)}</td>
                <td>{row.changed_by_name ?? ADMIN_HISTORY_TEXT.unknownUser(row.changed_by)}</td>
                <td>{auditActionLabel(row.action)}</td>
                <td>
                  <StyledChanges>
                    {auditChanges(row.before, row.after).map((change) => (
                      <div key={change.field}>
                        <dt>{change.field}</dt>
                        <dd>
                          {shown(change.before)} → {shown(change.after)}
                        </dd>
                      </div>
                    ))}
                  </StyledChanges>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      ) : null}
    </Dialog>
  );
}
