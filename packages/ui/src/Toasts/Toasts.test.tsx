import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { ToastProvider, useToasts, type ToastType } from './Toasts';

function Pusher({ type, message }: { type: ToastType; message: string }) {
  const toasts = useToasts();
  return <Button onClick={() => toasts.push({ type, message })}>Push {type}</Button>;
}

function renderToasts(type: ToastType, message = 'Phone dialer settings updated.') {
  return renderWithTheme(
    <ToastProvider>
      <Pusher type={type} message={message} />
    </ToastProvider>,
  );
}

describe('given a ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['alert', 30_000],
    ['warning', 20_000],
    ['success', 15_000],
    ['announcement', 3_000],
  ] as const)('when a %s toast is pushed then it shows for %i ms', (type, ms) => {
    // Fake timers: user-event waits on real timers, so these clicks go through fireEvent.
    vi.useFakeTimers();
    renderToasts(type);
    fireEvent.click(screen.getByRole('button', { name: `Push ${type}` }));
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(list).toHaveTextContent('Phone dialer settings updated.');
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(list).toHaveTextContent('Phone dialer settings updated.');
    act(() => vi.advanceTimersByTime(1));
    expect(list).not.toHaveTextContent('Phone dialer settings updated.');
  });

  it('when an alert is pushed then it is announced assertively and the list politely', async () => {
    const { user } = renderToasts('alert', 'Unable to update phone dialer preference. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Push alert' }));
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to update phone dialer preference. Please try again later.',
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when the pointer rests on a toast then its clock pauses until the pointer leaves', () => {
    vi.useFakeTimers();
    renderToasts('announcement', 'Initiating call via default application');
    fireEvent.click(screen.getByRole('button', { name: 'Push announcement' }));
    const list = screen.getByRole('list', { name: 'Notifications' });
    const toast = list.querySelector('[data-type="announcement"]')!;
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(list).toHaveTextContent('Initiating call via default application');
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(list).toHaveTextContent('Initiating call via default application');
    act(() => vi.advanceTimersByTime(1));
    expect(list).not.toHaveTextContent('Initiating call via default application');
  });

  it('when a toast is closed by keyboard then focus moves to the next toast', async () => {
    const { user } = renderToasts('success', 'Settings updated.');
    const push = screen.getByRole('button', { name: 'Push success' });
    await user.click(push);
    await user.click(push);
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    closes[0]!.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('when useToasts is used outside a provider then it explains the mistake', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Pusher type="alert" message="x" />)).toThrow(
      'useToasts must be used inside a <ToastProvider>.',
    );
    spy.mockRestore();
  });
});
