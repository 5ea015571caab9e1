import { CLOCK_TICK_MS } from '@meridian/domain';
import { useEffect, useState } from 'react';

/** The current instant, refreshed every second for the header clock. */
export function useNow(tickMs = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** Mobile user agents start with the menu collapsed and cannot expand it (spec 01 §2 Header). */
export function isMobileUserAgent(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
}
