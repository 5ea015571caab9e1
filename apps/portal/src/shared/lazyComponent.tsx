import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders, as its own chunk, showing nothing until
 * then: how pages and dialogs beyond the frame stay out of the first load. `load` answers the
 * component (`() => import('./X').then((m) => m.X)`).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function Lazy(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
