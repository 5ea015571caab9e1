import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { ChevronDownIcon, CloseIcon } from './icons';

/*
 * The parts the three contact editors (PhoneEditor, EmailEditor, AddressEditor) share: the Add
 * Entry menu, the default checkbox with the remove / Undo button, and moving focus to a control of
 * a row after the rows change. The rules themselves live in @meridian/domain.
 */

export const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row; removed rows are struck through (their controls are disabled until Undo). */
export const StyledRow = styled.li`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  &[data-default] {
    border-color: ${({ theme }) => theme.color.accentMuted};
  }
  &[data-removed] {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[data-removed] input,
  &[data-removed] button[role='combobox'] > span {
    text-decoration: line-through;
  }
`;

export const StyledRowEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
`;

export const StyledAddBar = styled.div`
  display: flex;
`;

/** Moves focus to `[data-row="i"] [data-part="part"]` after the next render (row added, removed, restored). */
export function useFocusAfterRender(rootRef: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const target = rootRef.current?.querySelector<HTMLElement>(pending.current);
    pending.current = null;
    target?.focus();
  });
  return useCallback((row: number, part: string) => {
    pending.current = `[data-row="${row}"] [data-part="${part}"]`;
  }, []);
}

/** Focuses a part of a row (or of the last row) now; it must already be in the document. */
export function focusPart(root: HTMLElement | null, row: number | 'last', part: string): boolean {
  const rows = root?.querySelectorAll<HTMLElement>('[data-row]');
  const rowElement = row === 'last' ? rows?.[rows.length - 1] : root?.querySelector<HTMLElement>(`[data-row="${row}"]`);
  const target = rowElement?.querySelector<HTMLElement>(`[data-part="${part}"]`);
  target?.focus();
  return Boolean(target);
}

export interface AddEntryMenuProps {
  /** The types a new row may take (e.g. Mobile leaves once a Mobile phone exists). */
  types: readonly string[];
  onAdd: (type: string) => void;
  disabled?: boolean | undefined;
  /** The accessible name of the trigger: 'Add Entry' plus what is added (e.g. 'Add Entry: phone'). */
  label: string;
  /** Focuses the new row after the menu closes; return false to let focus go back to the trigger. */
  focusNew: () => boolean;
}

/** The Add Entry menu: one item per type. Choosing one adds a row and focuses it. */
export function AddEntryMenu({ types, onAdd, disabled, label, focusNew }: AddEntryMenuProps) {
  const added = useRef(false);
  return (
    <StyledAddBar>
      <Menu>
        <Menu.Trigger disabled={disabled || types.length === 0}>
          <Button size="small" aria-label={label} data-part="add">
            Add Entry
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Menu.Content
          aria-label={label}
          onCloseAutoFocus={(event) => {
            if (!added.current) return;
            added.current = false;
            if (focusNew()) event.preventDefault();
          }}
        >
          {types.map((type) => (
            <Menu.Item
              key={type}
              onSelect={() => {
                added.current = true;
                onAdd(type);
              }}
            >
              {type}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu>
    </StyledAddBar>
  );
}

export interface RowEndProps {
  /** 'Phone 2', 'Email 1', 'Address 3': prefixes every accessible name of the row. */
  name: string;
  isDefault: boolean;
  removed: boolean;
  disabled?: boolean | undefined;
  onDefault: () => void;
  onRemove: () => void;
  onUndo: () => void;
}

/** The default checkbox and the remove (×) or Undo button at the end of a row. */
export function RowEnd({ name, isDefault, removed, disabled, onDefault, onRemove, onUndo }: RowEndProps) {
  return (
    <StyledRowEnd>
      <Checkbox
        label="Default"
        aria-label={`${name} default`}
        data-part="default"
        checked={isDefault}
        disabled={disabled || removed}
        // One default per list: a default is moved by ticking another row, not by unticking.
        onCheckedChange={(checked) => {
          if (checked === true) onDefault();
        }}
      />
      {removed ? (
        <Button size="small" data-part="undo" aria-label={`Undo removing ${name}`} disabled={disabled} onClick={onUndo}>
          Undo
        </Button>
      ) : (
        <IconButton
          size="small"
          icon={<CloseIcon />}
          aria-label={`Remove ${name}`}
          data-part="remove"
          disabled={disabled}
          onClick={onRemove}
        />
      )}
    </StyledRowEnd>
  );
}
