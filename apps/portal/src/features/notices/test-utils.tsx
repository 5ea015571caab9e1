// Notices and dialer tests use the portal's shared helpers; their screens sit on a lead page.
import type { ApiClient } from '@meridian/api';
import type { ReactElement } from 'react';
import { AGENT, renderWithPortal as renderAt } from '../../test-utils';

export {
  axeViolations,
  fakeApi,
  testSession,
  type FakeAnswer,
  type FakeRequest,
  type FakeRoute,
} from '../../test-utils';
export const TEST_USER = AGENT;

export function renderWithPortal(
  ui: ReactElement,
  { client, path = '/lead/42', state }: { client: ApiClient; path?: string; state?: unknown },
) {
  return renderAt(ui, { client, path, state });
}
