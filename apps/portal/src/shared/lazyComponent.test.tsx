import type { JSX } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent, lazyPage } from './lazyComponent';
import { fakeApi, renderWithPortal } from '../test-utils';

function deferred() {
  let resolve!: (component: () => JSX.Element) => void;
  const promise = new Promise<() => JSX.Element>((r) => (resolve = r));
  return { promise, resolve };
}

describe('given a page loaded as its own chunk', () => {
  it('when its code has not arrived then the content says Loading, and the page replaces it once it does', async () => {
    const code = deferred();
    const Page = lazyPage(() => code.promise);
    renderWithPortal(<Page />, { client: fakeApi({}).client });
    expect(screen.getByTestId('page-loading')).toHaveTextContent('Loading');
    code.resolve(() => <h1>Dashboard</h1>);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('when a dialog’s code has not arrived then nothing shows in its place', () => {
    const code = deferred();
    const Dialog = lazyComponent(() => code.promise);
    const { container } = renderWithPortal(
      <div data-testid="host">
        <Dialog />
      </div>,
      { client: fakeApi({}).client },
    );
    expect(container.querySelector('[data-testid="host"]')).toBeEmptyDOMElement();
  });
});
