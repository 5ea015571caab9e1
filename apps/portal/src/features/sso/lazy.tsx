import { lazy, Suspense } from 'react';
import type { SingleSignOnDialogProps } from './SingleSignOnDialog';

const SingleSignOnDialog = lazy(() => import('./SingleSignOnDialog').then((m) => ({ default: m.SingleSignOnDialog })));

/**
 * The Single Sign-On dialog, loaded the first time it opens: one chunk shared by the CMS Check
 * quick link and Plan Explorer in the user menu.
 */
export function LazySingleSignOnDialog(props: SingleSignOnDialogProps) {
  return (
    <Suspense fallback={null}>
      <SingleSignOnDialog {...props} />
    </Suspense>
  );
}
