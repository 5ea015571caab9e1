// The shared address, email and phone editors (spec 01 §5 Shared contact editors).

export const CONTACT_EDITOR_MESSAGES = {
  addressRequired: 'Please enter address',
  cityRequired: 'Please enter city',
  stateRequired: 'Please select state',
  zipInvalid: 'Please enter correct zip',
  emailInvalid: 'Please enter correct email',
  phoneInvalid: 'Please enter correct phone number',
} as const;
