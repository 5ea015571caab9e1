import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { NoticeBanner } from './NoticeBanner';

describe('given a NoticeBanner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['announcement', 'status'],
    ['success', 'status'],
    ['warn', 'status'],
    ['alert', 'alert'],
  ] as const)('when the type is %s then the message shows as a %s with no axe violations', async (type, role) => {
    const { container } = renderWithTheme(<NoticeBanner type={type} message="Notices are unavailable right now." />);
    expect(screen.getByRole(role)).toHaveTextContent('Notices are unavailable right now.');
    expect(screen.getByRole(role)).toHaveAttribute('data-variant', type);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['close', 'Message'],
    ['alert', ''],
    ['alert', null],
  ] as const)('when the type is %s and the message %j then nothing shows', (type, message) => {
    const { container } = renderWithTheme(<NoticeBanner type={type} message={message} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when closed by keyboard then it hides and tells the caller', async () => {
    const onClear = vi.fn();
    const { user } = renderWithTheme(<NoticeBanner type="alert" message="Export failed" onClear={onClear} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('when an alert has shown 30 s (success 15 s) then it clears itself; a new message shows afresh', () => {
    vi.useFakeTimers();
    const onClear = vi.fn();
    const { rerender } = renderWithTheme(<NoticeBanner type="alert" message="First" onClear={onClear} />);
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByRole('alert')).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClear).toHaveBeenCalledTimes(1);

    rerender(<NoticeBanner type="alert" message="Second" onClear={onClear} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Second');

    rerender(<NoticeBanner type="success" message="Saved" />);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when autoClearMs is null then it stays until closed', () => {
    vi.useFakeTimers();
    renderWithTheme(<NoticeBanner type="alert" message="Stays" autoClearMs={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Stays');
  });
});
