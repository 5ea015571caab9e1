import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route declares about its page, in its `handle`: the title (from the path's params when it varies). */
export interface PageHandle {
  title: string | ((params: Params) => string);
}

export const PRODUCT_NAME = 'Meridian';

/** The document title of a page: 'Lead Search · Meridian'; the product name alone when untitled. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** The title the most specific route matching `pathname` declares in its handle. */
export function pageTitleOf(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of [...matches].reverse()) {
    const handle = match.route.handle as PageHandle | undefined;
    if (handle?.title !== undefined)
      return typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
  }
  return undefined;
}
