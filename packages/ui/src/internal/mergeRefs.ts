import { useCallback, type Ref, type RefCallback } from 'react';

/** Points several refs (a forwarded one and a local one) at the same node. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** `mergeRefs` as a hook: the same callback ref while the refs stay the same. */
export function useMergedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // The refs themselves are the dependencies: a new callback only when one of them changes.
  return useCallback(mergeRefs(...refs), refs);
}
