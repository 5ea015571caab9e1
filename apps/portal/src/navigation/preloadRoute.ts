import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

interface Preloadable {
  preload(): Promise<unknown>;
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

/**
 * Starts loading the code of the page at `pathname` (the lazy components its matching routes
 * render, see shared/lazyComponent), so that it arrives while the session is asked for rather than
 * after. Answers the loads started (a failed one is tried again when the page renders).
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    return isPreloadable(type) ? [type.preload().catch(() => undefined)] : [];
  });
}
