import { expect, it } from 'vitest';
import * as ui from './index';

it('keeps the public API deliberate (update with a changeset)', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "AddressEditor",
      "Banner",
      "Button",
      "Checkbox",
      "Combobox",
      "ConfirmDialog",
      "DataTable",
      "Dialog",
      "EmailEditor",
      "Field",
      "GlobalStyle",
      "HeightInput",
      "IconButton",
      "InitialInput",
      "MaskedDateInput",
      "MedicareNumberInput",
      "Menu",
      "MonthYearInput",
      "PhoneEditor",
      "PhoneInput",
      "RadioGroup",
      "SafeHtml",
      "Select",
      "Spinner",
      "SsnInput",
      "Tabs",
      "TagInput",
      "TextInput",
      "ThemeProvider",
      "ToastProvider",
      "Tooltip",
      "UnsavedChangesDialog",
      "WeightInput",
      "WritingNumberTable",
      "ZipInput",
      "sanitizeHtml",
      "theme",
      "useToasts",
      "useUnsavedChangesGuard",
    ]
  `);
});
