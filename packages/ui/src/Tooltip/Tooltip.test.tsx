import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Tooltip } from './Tooltip';

const help = 'Clients can update their own information through self-service.';

describe('given a Tooltip', () => {
  it('when hovered then it waits 800 ms before showing', async () => {
    const { user } = renderWithTheme(
      <Tooltip content={help}>
        <Button>Help</Button>
      </Tooltip>,
    );
    const started = performance.now();
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(help), { timeout: 3_000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(800);
  });

  it('when focused by keyboard then it shows at once, describes the trigger, and Escape hides it', async () => {
    const { user, container } = renderWithTheme(
      <Tooltip content={help}>
        <Button>Help</Button>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Help' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(help);
    expect(button).toHaveAccessibleDescription(help);
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
