import './polyfills';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { axeViolations as runAxe } from './axe';

// axe over a portal-rendered dialog takes seconds in jsdom when the machine is shared; a busy CI
// box should not turn that into a failure. Applies to every test file that uses these helpers.
vi.setConfig({ testTimeout: 20_000 });

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

/**
 * Renders inside the theme and hands back a user-event instance. Tests on fake timers drive the
 * DOM with `fireEvent` instead: Testing Library's async wrapper waits on a real timer.
 */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions & { userOptions?: UserEventOptions }) {
  const { userOptions, ...renderOptions } = options ?? {};
  return {
    user: userEvent.setup(userOptions),
    ...render(ui, { wrapper: ({ children }) => <ThemeProvider>{children}</ThemeProvider>, ...renderOptions }),
  };
}

/** Runs axe on a container (or `document.body` for portals) and returns the violations. */
export function axeViolations(container: Element) {
  return runAxe(container, { contrast: false });
}
