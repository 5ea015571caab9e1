import { expect, it } from 'vitest';
import * as richText from './rich-text';
import * as ui from './index';

it('keeps the @meridian/ui/rich-text API deliberate and out of the main barrel', () => {
  expect(Object.keys(richText).sort()).toMatchInlineSnapshot(`
    [
      "RichTextEditor",
    ]
  `);
  expect(Object.keys(ui)).not.toContain('RichTextEditor');
});
