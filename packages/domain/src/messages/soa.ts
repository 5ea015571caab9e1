// Scope of appointment texts (spec 02 §2.5-2.7, §4.3, §5.3, §8).

export const SOA_MESSAGES = {
  appointmentDateInvalid: 'Please enter a valid date as "MM/DD/YYYY" between today and 1 year.',
  bulkEmailDisabled:
    'We are experiencing technical difficulties with our bulk email vendor. The bulk Scope of Appointment (SOA) email send function is disabled at this time...',
  notEmailed: 'The eSignature Scope Of Appointment was not emailed.',
  agentPhoneMissing:
    'To send eSOA you need to have a phone number in your agent profile. Click on your name in the upper right hand corner and select "Profile" from the drop down to add your agent phone number',
  sent: 'SOA successfully sent',
  emailed: 'The eSignature Scope Of Appointment was emailed.',
  saveToGenerateDraft: 'Save to Generate Draft',
  generatingDraft: 'Generating Draft...',
  sendScopeOfAppointment: 'Email eSignature Scope of Appointment',
  sendEnhancedSoa: 'Email eSignature Enhanced SOA',
  processing: 'Processing',
} as const;

/** 'Medicare Health Plans - Scope of Appointment eSignature Request: for {lead} from {agent}' */
export function soaEmailSubject(lead: string, agent: string): string {
  return `Medicare Health Plans - Scope of Appointment eSignature Request: for ${lead} from ${agent}`;
}
