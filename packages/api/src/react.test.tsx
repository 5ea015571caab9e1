import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './core/client';
import { ApiProvider, useAccount } from './react';

function AccountName({ id }: { id: number }) {
  const { data, error } = useAccount(id);
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data ? data.account_name : 'Loading'}</p>;
}

function renderWith(fetch: typeof globalThis.fetch) {
  const client = createApiClient({
    session: { read: () => ({ user_id: 1, access_token: 'a', refresh_token: 'r' }), write: () => {}, clear: () => {} },
    fetch,
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={client}>
        <AccountName id={3} />
      </ApiProvider>
    </SWRConfig>,
  );
}

describe('given the SWR hooks', () => {
  it('when the call answers then the component shows the data', async () => {
    renderWith(
      async () =>
        new Response(
          JSON.stringify({
            account_id: 3,
            account_name: 'Demo Agency',
            active: '1',
            account_owner_user_id: 1,
            owner_fname: 'Dana',
            owner_lname: 'W',
            cobrand_asset_urls: { logo_1: null, logo_2: null },
          }),
          { status: 200 },
        ),
    );
    expect(await screen.findByText('Demo Agency')).toBeInTheDocument();
  });

  it('when the answer is malformed then the component gets an error, not a crash', async () => {
    renderWith(async () => new Response(JSON.stringify({ account_id: 'x' }), { status: 200 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Malformed answer');
  });
});
