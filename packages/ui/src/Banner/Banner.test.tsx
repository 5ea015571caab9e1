import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Banner } from './Banner';

describe('given a Banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['announcement', 'status'],
    ['success', 'status'],
    ['warn', 'status'],
    ['alert', 'alert'],
  ] as const)('when the variant is %s then it is a %s region with no axe violations', async (variant, role) => {
    const { container } = renderWithTheme(<Banner variant={variant}>An error occurred, please try again</Banner>);
    expect(screen.getByRole(role)).toHaveTextContent('An error occurred, please try again');
    expect(screen.getByRole(role)).toHaveAttribute('data-variant', variant);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when dismissible and closed by keyboard then it disappears and reports the change', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithTheme(
      <Banner dismissible onOpenChange={onOpenChange}>
        Notice
      </Banner>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('when closed from its button then focus moves on to the next control, not the page top', async () => {
    const { user } = renderWithTheme(
      <>
        <Banner dismissible>Notice</Banner>
        <button type="button">Next control</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  });

  it('when not dismissible then it has no close button', () => {
    renderWithTheme(<Banner>Notice</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when autoClearMs passes then it clears itself (30 s for server errors)', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Banner variant="alert" autoClearMs={30_000} onOpenChange={onOpenChange}>
        Server message
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('when controlled then it stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { user, rerender } = renderWithTheme(
      <Banner open dismissible onOpenChange={onOpenChange}>
        Notice
      </Banner>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(
      <Banner open={false} dismissible onOpenChange={onOpenChange}>
        Notice
      </Banner>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
