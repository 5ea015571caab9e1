import { SOA_MESSAGES } from '@meridian/domain';

// Scope of appointment dialogs' own words. The spec's messages come from @meridian/domain's
// SOA_MESSAGES; the titles and labels below name what spec 02 §2.5-2.7 and §3.10 describe.
export const SOA_TEXT = {
  close: 'Close',
  processing: SOA_MESSAGES.processing,
  continue: 'Continue',
  requirementsTitle: 'eSOA Requirements',
  requirementsIntro: 'Add these lead details before starting a Scope of Appointment:',
  updateLead: 'Update Lead',
  bulkDisabledTitle: 'Enhanced Scope of Appointment',
  sendTitle: {
    remote: 'eSignature Scope of Appointment - Remote',
    enhanced: 'eSignature Scope of Appointment - Enhanced',
  },
  sendIntro:
    'Scope of Appointment eSignature is a CMS-approved SOA tool: your client receives the email below, reviews the products you will discuss and signs the Scope of Appointment electronically.',
  faceToFaceTitle: 'eSignature Scope of Appointment - Face to Face',
  faceToFaceIntro:
    'The client signs on this device: Continue opens the signing page in a new tab for your client to review and sign.',
  voiceSignatureTitle: 'Voice Signature Scope of Appointment',
  copyScript: 'Copy Script',
  scriptCopied: 'Script copied.',
  copyFailed: 'The script could not be copied. Select its text and copy it instead.',
  fields: {
    aptDate: 'Appointment Date',
    contactMethod: 'Initial Method of Contact',
    agentSignature: 'Agent Signature Name',
    agentSignatureHint: 'Your name as you sign electronically.',
    email: 'Email',
    chooseEmail: 'Send To',
    emailType: 'Email Type',
    dateHint: 'MM/DD/YYYY',
  },
  choose: 'Choose…',
  noEmail: 'This lead has no email. Add one to generate the draft.',
  waitingPeriod: (hours: number) => `SOA must be at least ${hours} hours before the appointment`,
  waitingPeriodTooSoon: 'This appointment is sooner than that: reschedule it or use a voice signature.',
  previewLabel: 'Email preview',
  popupBlocked: 'Your browser blocked the signing page. Allow pop-ups for this site and choose Continue again.',
} as const;
