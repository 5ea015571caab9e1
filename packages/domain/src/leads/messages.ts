// Lead Details, the lead ledger and New Lead (spec 02 §2.1-2.4, §5.1, §5.2, §8). Word for word,
// except the three clamping messages the spec only paraphrases (README.md says so).

export const LEAD_MESSAGES = {
  changesNotice: 'Changes have been made. Select Update to save them.',
  ledgerNote: '*Only fields with updated values are displayed below.',
  initialInvalid:
    'The Initial field only allows for one alpha character. Please update the Initial field and save your changes.',
  dateInvalid: 'You must enter a valid date.',
  heightNotNumeric: 'Height will only accept numeric values.',
  weightNotNumeric: 'Weight will only accept numeric values.',
  /** Paraphrased by the spec ('a message stating the 8-foot maximum'). */
  heightFeetTooLarge: 'Height cannot be more than 8 ft.',
  /** Paraphrased by the spec ('a similar message'). */
  heightInchesTooLarge: 'Height cannot be more than 12 in.',
  /** Paraphrased by the spec ('...999 lbs...'). */
  weightTooLarge: 'Weight cannot be more than 999 lbs.',
  emailInvalid: 'Please enter a valid email address',
  medicareNumberLength: 'Medicare number must be 11 characters long.',
  medicareNumberInvalid: 'Medicare number contains invalid characters.',
  partADateTooEarly: "Part A date can't be before 1965",
  partBDateTooEarly: "Part B date can't be before 1965",
  trackingCodeRequired: 'Tracking Code is a required field.',
} as const;

export const NEW_LEAD_MESSAGES = {
  fnameRequired: 'First name is a required field.',
  lnameRequired: 'Last name is a required field.',
  partnerRequired: 'Client/Partner/Affiliate is a required field.',
  trackingCodeRequired: 'Tracking Code is a required field.',
  phoneInvalid: 'Please enter a valid phone number',
  created: 'Lead created successfully!',
} as const;

/** 'You have successfully updated your lead ({first} {last})' */
export function leadUpdatedMessage(first: string, last: string): string {
  return `You have successfully updated your lead (${first} ${last})`;
}

/** 'Lead Detail Last Updated {date} by {user}' */
export function leadLastUpdatedHeader(date: string, user: string): string {
  return `Lead Detail Last Updated ${date} by ${user}`;
}
