import { autoUpdate, computePosition, flip, offset, size } from '@floating-ui/react-dom';
import { type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from './icons';
import { useIsomorphicLayoutEffect } from './useStableCallback';

/** One choice of a Select or Combobox. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled group of choices, e.g. counties under their state, or active and inactive product types. */
export interface SelectOptionGroup {
  label: string;
  options: ReadonlyArray<SelectOption>;
}

export interface ListboxSection {
  label?: string;
  /** Index of the section's first option in the flat item list downshift works on. */
  start: number;
  options: ReadonlyArray<SelectOption>;
}

/** Flattens options or groups into downshift's item list, remembering where each group starts. */
export function toSections(
  options: ReadonlyArray<SelectOption> | undefined,
  groups: ReadonlyArray<SelectOptionGroup> | undefined,
): { items: SelectOption[]; sections: ListboxSection[] } {
  if (!groups) return { items: [...(options ?? [])], sections: [{ start: 0, options: options ?? [] }] };
  const items: SelectOption[] = [];
  const sections: ListboxSection[] = [];
  for (const group of groups) {
    if (group.options.length === 0) continue;
    sections.push({ label: group.label, start: items.length, options: group.options });
    items.push(...group.options);
  }
  return { items, sections };
}

export const StyledMenu = styled.ul`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]}px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  list-style: none;

  &[data-open] {
    display: block;
  }
`;

const StyledGroup = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & + & {
    margin-top: ${({ theme }) => theme.space[1]}px;
    padding-top: ${({ theme }) => theme.space[1]}px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledGroupLabel = styled.li`
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  & > svg {
    flex: none;
    visibility: hidden;
    color: ${({ theme }) => theme.color.accent};
  }
  &[aria-selected='true'] > svg {
    visibility: visible;
  }
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.accentSubtle};
    box-shadow: inset 2px 0 0 ${({ theme }) => theme.color.accent};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledEmpty = styled.li`
  padding: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

type GetItemProps = (options: { item: SelectOption; index: number }) => Record<string, unknown>;

/** Renders the options (grouped when the sections have labels) with downshift's item props. */
export function renderOptions({
  sections,
  getItemProps,
  highlightedIndex,
  idPrefix,
}: {
  sections: ReadonlyArray<ListboxSection>;
  getItemProps: GetItemProps;
  highlightedIndex: number;
  idPrefix: string;
}): ReactNode {
  const renderOption = (option: SelectOption, index: number) => (
    <StyledOption
      key={option.value}
      data-highlighted={highlightedIndex === index || undefined}
      {...getItemProps({ item: option, index })}
    >
      <CheckIcon />
      <span>{option.label}</span>
    </StyledOption>
  );
  return sections.map((section, sectionIndex) =>
    section.label === undefined ? (
      section.options.map((option, i) => renderOption(option, section.start + i))
    ) : (
      <li key={`${sectionIndex}-${section.label}`} role="presentation">
        <StyledGroup role="group" aria-labelledby={`${idPrefix}-group-${sectionIndex}`}>
          <StyledGroupLabel role="presentation" id={`${idPrefix}-group-${sectionIndex}`}>
            {section.label}
          </StyledGroupLabel>
          {section.options.map((option, i) => renderOption(option, section.start + i))}
        </StyledGroup>
      </li>
    ),
  );
}

const GAP = 4;
const PREFERRED_HEIGHT = 280;
const MIN_HEIGHT = 120;

/**
 * Places an open listbox under (or, without room, above) its anchor with Floating UI, fixed
 * positioning, so a scrolling dialog body never clips it; it follows scrolls and resizes while
 * open. Styles are written straight to the menu: no re-render per scroll.
 */
export function useFloatingListbox(
  anchorRef: RefObject<HTMLElement | null>,
  menuRef: RefObject<HTMLElement | null>,
  open: boolean,
) {
  useIsomorphicLayoutEffect(() => {
    const anchor = anchorRef.current;
    const menu = menuRef.current;
    if (!open || !anchor || !menu) return;
    const place = () => {
      void computePosition(anchor, menu, {
        strategy: 'fixed',
        placement: 'bottom-start',
        middleware: [
          offset(GAP),
          flip({ padding: GAP }),
          size({
            padding: GAP,
            apply({ rects, availableHeight, elements }) {
              const width = rects.reference.width;
              Object.assign(elements.floating.style, {
                minWidth: `${width}px`,
                maxWidth: `max(${width}px, 360px)`,
                maxHeight: `${Math.max(MIN_HEIGHT, Math.min(PREFERRED_HEIGHT, availableHeight))}px`,
              });
            },
          }),
        ],
      }).then(({ x, y }) => {
        Object.assign(menu.style, { left: `${x}px`, top: `${y}px` });
      });
    };
    return autoUpdate(anchor, menu, place);
  }, [open, anchorRef, menuRef]);
}
