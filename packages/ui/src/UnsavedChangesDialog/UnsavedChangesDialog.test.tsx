import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { useUnsavedChangesGuard } from './UnsavedChangesDialog';

const question = 'You have unsaved content, are you sure you want to exit?';

function EditForm({ onLeave, dirty }: { onLeave: () => void; dirty: boolean }) {
  const guard = useUnsavedChangesGuard({ when: dirty });
  return (
    <>
      <Button onClick={() => guard.confirmLeave(onLeave)}>Cancel</Button>
      {guard.dialog}
    </>
  );
}

describe('given useUnsavedChangesGuard', () => {
  it('when nothing is unsaved then leaving happens at once', async () => {
    const onLeave = vi.fn();
    const { user } = renderWithTheme(<EditForm dirty={false} onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("when changes are unsaved then it asks 'Discard unsaved changes?' with the spec's sentence; Keep editing is focused, stays and focus returns", async () => {
    const onLeave = vi.fn();
    const { user } = renderWithTheme(<EditForm dirty onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toHaveAccessibleDescription(question);
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveAttribute('data-variant', 'danger');
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Enter}');
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('when Discard is chosen then it leaves', async () => {
    const onLeave = vi.fn();
    const { user } = renderWithTheme(<EditForm dirty onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when Escape is pressed in the question then it keeps editing', async () => {
    const onLeave = vi.fn();
    const { user } = renderWithTheme(<EditForm dirty onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('when changes are unsaved then closing the tab is also questioned, and not once saved', async () => {
    function Harness() {
      const [dirty, setDirty] = useState(true);
      const guard = useUnsavedChangesGuard({ when: dirty });
      return (
        <>
          <Button onClick={() => setDirty(false)}>Update</Button>
          {guard.dialog}
        </>
      );
    }
    const { user } = renderWithTheme(<Harness />);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
