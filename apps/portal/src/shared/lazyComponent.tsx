import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

/** A component made by `lazyComponent`: `preload()` fetches its code ahead of its first render. */
export interface LazyComponent<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the code (once; a failed load is tried again by the next call or render). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component whose code loads the first time it renders, as its own chunk, showing nothing until
 * then: how pages and dialogs beyond the frame stay out of the first load. `load` answers the
 * component (`() => import('./X').then((m) => m.X)`). `preload()` starts the same load earlier: the
 * portal's entry preloads the page of the address it opens on, alongside the session's requests.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode } = {},
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Component = lazy(async () => ({ default: await preload() }));
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}

/**
 * A routed page loaded as its own chunk: while its code loads (a cold start on a slow line), the
 * content column says it is loading instead of standing blank under the painted frame (issue 29).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, { fallback: <PageLoading /> });
}
