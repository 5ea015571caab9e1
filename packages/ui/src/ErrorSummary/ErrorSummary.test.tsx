import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { ErrorSummary } from './ErrorSummary';

const ERRORS = [
  { targetId: 'username', message: 'Please enter a username' },
  { targetId: 'city', message: 'Please enter a city' },
];

function Form() {
  return (
    <main>
      <ErrorSummary title="Please complete the form" errors={ERRORS} />
      <label htmlFor="username">Username</label>
      <input id="username" />
      <label htmlFor="city">City</label>
      <input id="city" />
      <button type="submit">Submit</button>
    </main>
  );
}

describe('given a submit found errors', () => {
  it('when the summary shows then it takes focus, is named by its heading, and announces it; axe-clean', async () => {
    const { container } = renderWithTheme(<Form />);
    const summary = screen.getByRole('region', { name: 'Please complete the form' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('alert')).toHaveTextContent('Please complete the form');
    expect(within(summary).getByRole('heading', { level: 2 })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a message is followed then focus moves to its field', async () => {
    const { user } = renderWithTheme(<Form />);
    await user.click(screen.getByRole('link', { name: 'Please enter a city' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('link', { name: 'Please enter a city' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('when takeFocus is off then focus stays where it was', () => {
    renderWithTheme(<ErrorSummary title="Problems" errors={ERRORS} takeFocus={false} />);
    expect(screen.getByRole('region', { name: 'Problems' })).not.toHaveFocus();
  });
});
