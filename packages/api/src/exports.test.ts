import { expect, it } from 'vitest';
import * as pkg from './index';

it('keeps the public API deliberate (update with a changeset)', () => {
  expect(Object.keys(pkg).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "HealthStruct",
      "getHealth",
    ]
  `);
});
