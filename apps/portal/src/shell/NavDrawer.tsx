import { Drawer, IconButton } from '@meridian/ui';
import type { ReactNode, RefObject } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from './icons';

// The sidebar inside takes the drawer's width, without its own edge; the close button sits in the logo row.
const StyledDrawer = styled(Drawer)`
  > nav {
    flex: 1;
    width: auto;
    border-right: 0;
  }
  [data-part='close'] {
    position: absolute;
    top: ${({ theme }) => theme.space[4]}px;
    right: ${({ theme }) => theme.space[2]}px;
  }
`;

export interface NavDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The header's menu button, where focus returns on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The sidebar, expanded. */
  children: ReactNode;
}

/**
 * The expanded navigation over the page on narrow windows and phones: its own chunk, loaded with
 * the first narrow layout (so it is ready before the menu button is pressed), never on wide ones.
 * Following a page link closes it in the same update, so the new page may take focus; otherwise
 * focus returns to the menu button.
 */
export function NavDrawer({ open, onOpenChange, returnFocusRef, children }: NavDrawerProps) {
  return (
    <StyledDrawer
      open={open}
      onOpenChange={onOpenChange}
      label="Menu"
      returnFocusRef={returnFocusRef}
      onClick={(event) => {
        // A page link followed (Quick Links, the + actions and the close button are buttons).
        if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
      }}
    >
      <IconButton
        data-part="close"
        aria-label="Close menu"
        variant="invisible"
        icon={<CloseIcon />}
        onClick={() => onOpenChange(false)}
      />
      {children}
    </StyledDrawer>
  );
}
