import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../shared/lazyComponent';
import { preloadRoute } from './preloadRoute';

function page(name: string) {
  const load = vi.fn(async () => () => <p>{name}</p>);
  return { load, Component: lazyComponent(load) };
}

describe('given the route table of lazy pages', () => {
  it('when the address names a lead then only the lead page starts loading, once', async () => {
    const lead = page('lead');
    const dashboard = page('dashboard');
    const routes: RouteObject[] = [
      { path: '/', element: <dashboard.Component /> },
      { path: '/lead/:leadId', element: <lead.Component /> },
      { path: '*', element: <p>Not found</p> },
    ];
    const started = preloadRoute(routes, '/lead/35');
    expect(started).toHaveLength(1);
    await Promise.all(started);
    preloadRoute(routes, '/lead/36');
    expect(lead.load).toHaveBeenCalledTimes(1);
    expect(dashboard.load).not.toHaveBeenCalled();
  });

  it('when the page is not lazy then nothing loads', () => {
    expect(preloadRoute([{ path: '*', element: <p>Not found</p> }], '/nowhere')).toEqual([]);
  });

  it('when a load fails then the next preload tries again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>help</p>);
    const Help = lazyComponent(load);
    const routes: RouteObject[] = [{ path: '/help', element: <Help /> }];
    await Promise.all(preloadRoute(routes, '/help'));
    await Promise.all(preloadRoute(routes, '/help'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
