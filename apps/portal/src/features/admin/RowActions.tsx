import { Button } from '@meridian/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ADMIN_HISTORY_TEXT } from './AdminHistoryDialog';

export const ROW_ACTION_TEXT = { edit: 'Edit', delete: 'Delete' } as const;

/**
 * An admin table's actions cell: the buttons wrap onto a second line rather than widen the table
 * past its column (the admin screens at 900 px).
 */
export const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/**
 * An admin table row's actions: what the screen adds first (`before`), then Edit, the screen's own
 * actions (`after`), History and Delete — each shown when given — labelled with the row's name for
 * screen readers ('Edit TV65').
 */
export function RowActions({
  name,
  before,
  after,
  onEdit,
  onHistory,
  onDelete,
  deleteLabel = ROW_ACTION_TEXT.delete,
}: {
  name: string;
  before?: ReactNode;
  after?: ReactNode;
  onEdit?(): void;
  onHistory?(): void;
  onDelete?(): void;
  /** The delete button's word where the row is taken out of a list rather than deleted ('Remove'). */
  deleteLabel?: string;
}) {
  return (
    <StyledRowActions>
      {before}
      {onEdit ? (
        <Button size="small" onClick={onEdit} aria-label={`${ROW_ACTION_TEXT.edit} ${name}`}>
          {ROW_ACTION_TEXT.edit}
        </Button>
      ) : null}
      {after}
      {onHistory ? (
        <Button
          size="small"
          variant="secondary"
          onClick={onHistory}
          aria-label={`${ADMIN_HISTORY_TEXT.button} ${name}`}
        >
          {ADMIN_HISTORY_TEXT.button}
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="small" variant="danger" onClick={onDelete} aria-label={`${deleteLabel} ${name}`}>
          {deleteLabel}
        </Button>
      ) : null}
    </StyledRowActions>
  );
}
