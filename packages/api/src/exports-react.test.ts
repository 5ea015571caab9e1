import { expect, it } from 'vitest';
import * as pkg from './react';

it('keeps the @meridian/api/react API deliberate (update with a changeset)', () => {
  expect(Object.keys(pkg).sort()).toMatchInlineSnapshot(`
    [
      "ApiProvider",
      "useAccount",
      "useAccountSettings",
      "useApiClient",
      "useHealth",
      "usePlanExplorerAccess",
      "useUser",
      "useUserSettings",
    ]
  `);
});
