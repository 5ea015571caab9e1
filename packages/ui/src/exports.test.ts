import { expect, it } from 'vitest';
import * as ui from './index';

it('keeps the public API deliberate (update with a changeset)', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "Banner",
      "Button",
      "Checkbox",
      "Combobox",
      "ConfirmDialog",
      "DataTable",
      "Dialog",
      "Field",
      "GlobalStyle",
      "IconButton",
      "Menu",
      "RadioGroup",
      "SafeHtml",
      "Select",
      "Spinner",
      "Tabs",
      "TextInput",
      "ThemeProvider",
      "ToastProvider",
      "Tooltip",
      "UnsavedChangesDialog",
      "sanitizeHtml",
      "theme",
      "useToasts",
      "useUnsavedChangesGuard",
    ]
  `);
});
