import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme';

/** Renders inside the theme and hands back a user-event instance. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return {
    user: userEvent.setup(),
    ...render(ui, { wrapper: ({ children }) => <ThemeProvider>{children}</ThemeProvider>, ...options }),
  };
}

/** Runs axe on a container and returns the violations (colour contrast needs real layout, so it runs in stories). */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}
