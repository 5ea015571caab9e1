// The content pages of spec 01 §2 (issue 15): Forms (`forms/{tabName}`), Help and the Privacy Policy.

/** The Forms page's tabs, one per product line, in menu order; the first is the menu's `forms/medicare`. */
export const FORM_PRODUCT_LINES = ['medicare', 'final-expense', 'life', 'ancillary'] as const;
export type FormProductLine = (typeof FORM_PRODUCT_LINES)[number];

/** Each product line's tab label. */
export const FORM_PRODUCT_LINE_LABELS: Record<FormProductLine, string> = {
  medicare: 'Medicare',
  'final-expense': 'Final Expense',
  life: 'Life',
  ancillary: 'Ancillary',
};

/** Where agents reach Meridian support (shown on the Help page). */
export const SUPPORT_CONTACT = {
  email: 'support@meridian.example',
  /** As dialled (E.164) and as shown. */
  phone: '+18005550142',
  phoneDisplay: '(800) 555-0142',
  hours:
    'Monday to Friday, 8 a.m. to 8 p.m. Eastern; during the Annual Enrollment Period (October 15 to December 7) also Saturdays, 9 a.m. to 5 p.m. Eastern',
} as const;
