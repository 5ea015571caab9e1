import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Dialog } from './Dialog';

function Form() {
  return (
    <label>
      First name <input />
    </label>
  );
}

function ControlledDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open profile</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="User Profile"
        footer={
          <Dialog.Close asChild>
            <Button>Cancel</Button>
          </Dialog.Close>
        }
      >
        <Form />
      </Dialog>
    </>
  );
}

describe('given a Dialog opened by its trigger', () => {
  it('when opened then it is a named modal dialog with focus on the first field and no axe violations', async () => {
    const { user } = renderWithTheme(
      <Dialog trigger={<Button>Open</Button>} title="User Agreement" description="A copy will be emailed to you.">
        <Form />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'User Agreement' });
    expect(dialog).toHaveAccessibleDescription('A copy will be emailed to you.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when Escape is pressed then it closes and focus returns to the trigger', async () => {
    const { user } = renderWithTheme(
      <Dialog trigger={<Button>Open</Button>} title="User Agreement">
        <Form />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when Tab passes the last control then focus wraps inside the dialog', async () => {
    const { user } = renderWithTheme(
      <Dialog trigger={<Button>Open</Button>} title="User Agreement">
        <Form />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Field → (wrap) close → field: the move handle is not a Tab stop of its own.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('when Alt+F7 is pressed inside then the move handle takes focus, and Tab goes on from there', async () => {
    const { user } = renderWithTheme(
      <Dialog trigger={<Button>Open</Button>} title="User Agreement">
        <Form />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const handle = screen.getByRole('button', { name: 'Move dialog' });
    expect(handle).toHaveAttribute('tabindex', '-1');
    expect(handle).toHaveAttribute('aria-keyshortcuts', 'Alt+F7');
    await user.keyboard('{Alt>}{F7}{/Alt}');
    expect(handle).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Shift+Tab from the handle wraps to the dialog's last control (here its only field).
    await user.keyboard('{Alt>}{F7}{/Alt}');
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });
});

describe('given a controlled Dialog without a trigger', () => {
  it('when closed from the footer then focus returns to the button that opened it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithTheme(<ControlledDialog onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    expect(screen.getByRole('dialog', { name: 'User Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open profile' })).toHaveFocus();
  });

  it('when the backdrop is pressed then it stays open, so typed input is not lost', async () => {
    const { user } = renderWithTheme(<ControlledDialog />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'User Profile' })).toBeInTheDocument();
  });

  it('when closed by the title bar close button then focus also returns', async () => {
    const { user } = renderWithTheme(<ControlledDialog />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open profile' })).toHaveFocus());
  });
});

describe('given the width prop', () => {
  it('when a preset then it is a data attribute; when a CSS length then a custom property', () => {
    const { rerender } = renderWithTheme(
      <Dialog open title="Preset" width="large">
        body
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-width', 'large');
    rerender(
      <Dialog open title="Custom" width="70%">
        body
      </Dialog>,
    );
    expect(screen.getByRole('dialog').style.getPropertyValue('--dialog-width')).toBe('70%');
  });
});

describe('given a draggable Dialog', () => {
  const view = document.documentElement;
  beforeEach(() => {
    // jsdom has no layout: give the window a size so moves can be clamped to it.
    Object.defineProperty(view, 'clientWidth', { configurable: true, value: 1280 });
    Object.defineProperty(view, 'clientHeight', { configurable: true, value: 720 });
  });
  afterEach(() => {
    Reflect.deleteProperty(view, 'clientWidth');
    Reflect.deleteProperty(view, 'clientHeight');
  });

  it('when arrow keys are pressed on the move handle then the dialog moves, and Home puts it back', async () => {
    const { user } = renderWithTheme(
      <Dialog open title="Lead Details">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    // A 480×300 dialog centred in 1280×720, following its own offset.
    vi.spyOn(dialog, 'getBoundingClientRect').mockImplementation(() => {
      const x = parseFloat(dialog.style.getPropertyValue('--dialog-x') || '0');
      const y = parseFloat(dialog.style.getPropertyValue('--dialog-y') || '0');
      return new DOMRect(400 + x, 210 + y, 480, 300);
    });
    const handle = screen.getByRole('button', { name: 'Move dialog' });
    expect(handle).toHaveAccessibleDescription('Use the arrow keys to move the dialog.');
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(dialog.style.getPropertyValue('--dialog-x')).toBe('32px');
    expect(dialog.style.getPropertyValue('--dialog-y')).toBe('16px');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(dialog.style.getPropertyValue('--dialog-x')).toBe('-32px');
    // It never leaves the window: 50 presses right stop 8 px from the edge (1280 - 8 - 400 - 480).
    for (let i = 0; i < 50; i += 1) await user.keyboard('{ArrowRight}');
    expect(dialog.style.getPropertyValue('--dialog-x')).toBe('392px');
    await user.keyboard('{Home}');
    expect(dialog.style.getPropertyValue('--dialog-x')).toBe('0px');
    expect(dialog.style.getPropertyValue('--dialog-y')).toBe('0px');
    expect(handle).toHaveFocus();
  });

  it('when the title bar is dragged with the pointer then the dialog follows', () => {
    renderWithTheme(
      <Dialog open title="Lead Details">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    vi.spyOn(dialog, 'getBoundingClientRect').mockImplementation(() => {
      const x = parseFloat(dialog.style.getPropertyValue('--dialog-x') || '0');
      const y = parseFloat(dialog.style.getPropertyValue('--dialog-y') || '0');
      return new DOMRect(400 + x, 210 + y, 480, 300);
    });
    const title = screen.getByRole('heading', { name: 'Lead Details' });
    fireEvent.pointerDown(title, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    expect(dialog).toHaveAttribute('data-dragging');
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.pointerUp(title, { pointerId: 1 });
    expect(dialog.style.getPropertyValue('--dialog-x')).toBe('60px');
    expect(dialog.style.getPropertyValue('--dialog-y')).toBe('30px');
    expect(dialog).not.toHaveAttribute('data-dragging');
  });

  it('when draggable is off then there is no move handle', () => {
    renderWithTheme(
      <Dialog open title="Static" draggable={false}>
        body
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Move dialog' })).not.toBeInTheDocument();
  });
});

describe('given a phone-width window (below the full-screen breakpoint)', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 599.98px)' });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('when opened then there is no move handle and the title bar does not drag', () => {
    renderWithTheme(
      <Dialog open title="Lead Details">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    expect(screen.queryByRole('button', { name: 'Move dialog' })).not.toBeInTheDocument();
    const title = screen.getByRole('heading', { name: 'Lead Details' });
    fireEvent.pointerDown(title, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 160, clientY: 130 });
    expect(dialog).not.toHaveAttribute('data-dragging');
    expect(dialog.style.getPropertyValue('--dialog-x')).toBe('');
  });
});
