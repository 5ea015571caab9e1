import type { UseComboboxReturnValue } from 'downshift';
import type { ReactNode, RefObject } from 'react';
import { renderOptions, StyledEmpty, StyledMenu, type ListboxSection, type SelectOption } from '../internal/listbox';

interface ComboboxMenuProps {
  /** What the combobox's `useCombobox` returned. */
  combobox: Pick<UseComboboxReturnValue<SelectOption>, 'isOpen' | 'highlightedIndex' | 'getMenuProps' | 'getItemProps'>;
  /** The options left to show, in sections (see `toSections`). */
  sections: ReadonlyArray<ListboxSection>;
  /** How many options are left (downshift's item list). */
  itemCount: number;
  emptyText: ReactNode;
  menuRef: RefObject<HTMLUListElement | null>;
  /** The label's id; without one the list is named by `ariaLabel`. */
  labelledBy: string | undefined;
  ariaLabel: string | undefined;
  idPrefix: string;
}

/**
 * The list of a Combobox, single or multiple: the options while open, or `emptyText` when none
 * match (without `emptyText` the list stays closed then).
 */
export function ComboboxMenu({
  combobox: { isOpen, highlightedIndex, getMenuProps, getItemProps },
  sections,
  itemCount,
  emptyText,
  menuRef,
  labelledBy,
  ariaLabel,
  idPrefix,
}: ComboboxMenuProps) {
  const showEmpty = isOpen && itemCount === 0 && emptyText !== undefined;
  return (
    <StyledMenu
      data-open={(isOpen && itemCount > 0) || showEmpty || undefined}
      {...getMenuProps({
        ref: menuRef,
        'aria-labelledby': labelledBy,
        'aria-label': labelledBy ? undefined : ariaLabel,
      })}
    >
      {isOpen ? renderOptions({ sections, getItemProps, highlightedIndex, idPrefix }) : null}
      {showEmpty ? <StyledEmpty role="presentation">{emptyText}</StyledEmpty> : null}
    </StyledMenu>
  );
}
