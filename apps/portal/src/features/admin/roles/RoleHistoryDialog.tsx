import { describeError, type AdminAuditEntry, type Role } from '@meridian/api';
import { useAdminAudit } from '@meridian/api/react';
import { formatCentralDateTime, permissionLabel } from '@meridian/domain';
import { Banner, Button, Dialog, Spinner } from '@meridian/ui';
import { styled } from 'styled-components';
import { ROLES_TEXT as T } from './text';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const ACTIONS: Record<string, string> = {
  create: 'Created',
  rename: 'Renamed',
  activate: 'Activated',
  deactivate: 'Deactivated',
  set_permissions: 'Permissions changed',
  update: 'Changed',
};

type Audited = { role_name?: string; active?: boolean; permissions?: string[] };

/** One line saying what an entry changed, in the screen's words. */
function changeOf(entry: AdminAuditEntry): string {
  const before = (entry.before ?? {}) as Audited;
  const after = (entry.after ?? {}) as Audited;
  const parts: string[] = [];
  if (after.role_name !== undefined)
    parts.push(before.role_name === undefined ? `Name ${after.role_name}` : `${before.role_name} → ${after.role_name}`);
  if (after.permissions !== undefined) {
    const had = new Set(before.permissions ?? []);
    const has = new Set(after.permissions);
    const added = after.permissions.filter((p) => !had.has(p)).map(permissionLabel);
    const removed = [...had].filter((p) => !has.has(p)).map(permissionLabel);
    if (added.length) parts.push(`added ${added.join(', ')}`);
    if (removed.length) parts.push(`removed ${removed.join(', ')}`);
  }
  return parts.join('; ');
}

/** A role's History: every admin change of it, newest first (`GET admin/audit/role/{id}`). */
export function RoleHistoryDialog({ role, onClose }: { role: Role; onClose(): void }) {
  const history = useAdminAudit('role', role.role_id);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.historyTitle(role.role_name)}
      width="medium"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      {history.error ? <Banner variant="alert">{describeError(history.error)}</Banner> : null}
      {history.isLoading ? <Spinner message={T.editorLoading} /> : null}
      {history.data?.length === 0 ? <p>{T.historyEmpty}</p> : null}
      {history.data?.length ? (
        <StyledList aria-label={T.historyTitle(role.role_name)}>
          {history.data.map((entry) => (
            <li key={entry.audit_id}>
              <strong>{ACTIONS[entry.action] ?? entry.action}</strong> {changeOf(entry)}
              <br />
              <small>
                {formatCentralDateTime(entry.changed_at)} · {entry.changed_by_name ?? `User ${entry.changed_by}`}
              </small>
            </li>
          ))}
        </StyledList>
      ) : null}
    </Dialog>
  );
}
