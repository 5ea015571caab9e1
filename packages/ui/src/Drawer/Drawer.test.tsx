import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Drawer } from './Drawer';

/** A menu button that opens a navigation drawer, and a page heading behind it. */
function Navigation({ returnToHeading = false }: { returnToHeading?: boolean }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState('Dashboard');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What a router page does after navigation: focus its heading.
  useEffect(() => {
    if (page !== 'Dashboard') headingRef.current?.focus();
  }, [page]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <h1 tabIndex={-1} ref={headingRef}>
        {page}
      </h1>
      <Drawer open={open} onOpenChange={setOpen} label="Menu" returnFocusRef={returnToHeading ? headingRef : undefined}>
        <nav aria-label="Main">
          <a href="#leads">Leads</a>
          <Button
            onClick={() => {
              // Following a link in the drawer closes it in the same update.
              setOpen(false);
              setPage('Calendar');
            }}
          >
            Calendar
          </Button>
        </nav>
      </Drawer>
    </>
  );
}

describe('given a Drawer opened by a button', () => {
  it('when opened then it is a named modal dialog, focus is inside it, the page behind is hidden, and axe finds nothing', async () => {
    const { user } = renderWithTheme(<Navigation />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when Escape is pressed then it closes and focus returns to the button that opened it', async () => {
    const { user } = renderWithTheme(<Navigation />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('when the backdrop is pressed then it closes and focus returns to the opener', async () => {
    const { user } = renderWithTheme(<Navigation />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const backdrop = screen.getByRole('dialog', { name: 'Menu' }).previousElementSibling!;
    // The outside-press listener is attached a task after opening (Radix), as a real press would come.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A press: Radix dismisses on the click that follows a primary-button pointerdown outside.
    fireEvent.pointerDown(backdrop, { button: 0 });
    fireEvent.click(backdrop, { button: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('when returnFocusRef is given then focus goes there on close', async () => {
    const { user } = renderWithTheme(<Navigation returnToHeading />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
  });

  it('when something behind takes focus as the drawer closes then focus stays there', async () => {
    const { user } = renderWithTheme(<Navigation />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Give the close focus handling (a task after unmount) its turn.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('heading', { name: 'Calendar' })).toHaveFocus();
  });
});

describe('given an uncontrolled Drawer', () => {
  it('when defaultOpen then it shows, and closes on Escape', async () => {
    const { user } = renderWithTheme(
      <Drawer defaultOpen label="Filters" side="end">
        <Button>Apply</Button>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('data-side', 'end');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
