import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle } from './idle';

describe('watchIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when nothing happens for the timeout then it calls onIdle once', () => {
    const onIdle = vi.fn();
    watchIdle({ timeoutSeconds: 60, onIdle, now: () => Date.now(), checkEveryMs: 1000 });
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('when the user types then the countdown starts again', () => {
    const onIdle = vi.fn();
    watchIdle({ timeoutSeconds: 60, onIdle, now: () => Date.now(), checkEveryMs: 1000 });
    vi.advanceTimersByTime(50_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(11_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('when another tab is active then this tab is not idle', () => {
    const onIdle = vi.fn();
    watchIdle({ timeoutSeconds: 60, onIdle, now: () => Date.now(), checkEveryMs: 1000 });
    vi.advanceTimersByTime(50_000);
    localStorage.setItem('meridian.lastActivity', String(Date.now()));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
