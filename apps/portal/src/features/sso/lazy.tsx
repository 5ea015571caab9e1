import { lazyComponent } from '../../shared/lazyComponent';

/**
 * The Single Sign-On dialog, loaded the first time it opens: one chunk shared by the CMS Check
 * quick link and Plan Explorer in the user menu.
 */
export const LazySingleSignOnDialog = lazyComponent(() =>
  import('./SingleSignOnDialog').then((m) => m.SingleSignOnDialog),
);
