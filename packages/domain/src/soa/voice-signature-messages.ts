// The voice-signature (vsig) scope-of-appointment reminder and its two scripts (spec 02 §2.7, §5.3).
//
// The spec asks for two scripts — an unscheduled appointment (such as an inbound call) and a scheduled
// appointment obtained at least 48 hours ahead — recorded and kept for the SOA record period (retention.ts), with today's date filled
// in, but does not word them. The copy is ours, modelled on CMS's scope-of-appointment requirements
// (42 CFR 422.2264(c)(3), 423.2264(c)(3)): the product types, that the agent is paid by plans and is
// not the government, that agreeing does not enroll the beneficiary, and a recorded yes or no.

/** Stand-ins read when a value is missing, so the agent notices and says it. */
export const VOICE_SIGNATURE_PLACEHOLDERS = {
  agent: '[your full name]',
  lead: "[the client's full name]",
  date: "[today's date]",
} as const;

/** The product types a Medicare scope of appointment covers, in the order CMS's form lists them. */
export const SOA_PRODUCT_TYPES = [
  'Medicare Advantage plans (Part C) and cost plans',
  'stand-alone Medicare Prescription Drug plans (Part D)',
  'Medicare Supplement (Medigap) insurance',
  'dental, vision and hearing products',
  'hospital indemnity products',
] as const;

const products = `${SOA_PRODUCT_TYPES.slice(0, -1).join('; ')}; or ${SOA_PRODUCT_TYPES.at(-1)}`;

export interface VoiceSignatureScriptValues {
  /** Today's date as read aloud, e.g. 'November 21, 2026'. */
  date: string;
  agent: string;
  lead: string;
  /** The SOA waiting period in hours in effect (48; 0 from 2026-06-01). */
  waitingHours: number;
  /** How long the recording is kept, in years (10; 6 from 2026-06-01). */
  retentionYears: number;
}

export const VOICE_SIGNATURE_TEXT = {
  title: 'Voice Signature Scope of Appointment',
  reminder: ({ retentionYears }: Pick<VoiceSignatureScriptValues, 'retentionYears'>) =>
    `Before you discuss any plan, read the script that fits this appointment on a recorded line and record the client's answer. Keep the recording for ${retentionYears} years.`,
  unscheduledLabel: 'Unscheduled appointment',
  scheduledLabel: 'Scheduled appointment',
  unscheduledTitle: 'Unscheduled appointment (for example, an inbound call)',
  // Where the waiting period in effect is 0 (CMS-4212-F, from 2026-06-01), no script mentions a wait.
  scheduledTitle: ({ waitingHours }: Pick<VoiceSignatureScriptValues, 'waitingHours'>) =>
    waitingHours > 0
      ? `Scheduled appointment (obtained at least ${waitingHours} hours ahead)`
      : 'Scheduled appointment (obtained before the appointment)',
  unscheduled: ({ date, agent, lead }: VoiceSignatureScriptValues): string[] => [
    `Today is ${date}. My name is ${agent}, and I am a licensed insurance agent. This call is being recorded.`,
    `Am I speaking with ${lead}?`,
    'Before we talk about any plans, Medicare requires me to document the scope of our appointment: the types of products you would like to discuss today.',
    `Which of these would you like to discuss today: ${products}?`,
    'Please know that I am employed or contracted by one or more Medicare plans; I do not work directly for the federal government, and I may be paid based on your enrollment in a plan.',
    'Agreeing to this discussion does not obligate you to enroll in a plan, does not affect your current or future enrollment status, and does not enroll you in a Medicare plan.',
    'Do you agree to discuss the products you chose with me today? Please answer yes or no.',
  ],
  scheduled: ({ date, agent, lead, waitingHours }: VoiceSignatureScriptValues): string[] => [
    `Today is ${date}. My name is ${agent}, and I am a licensed insurance agent. This call is being recorded.`,
    `Am I speaking with ${lead}?`,
    waitingHours > 0
      ? `We are scheduling an appointment to review your Medicare options. Medicare requires me to document the scope of that appointment, the types of products you would like to discuss, at least ${waitingHours} hours before we meet.`
      : 'We are scheduling an appointment to review your Medicare options. Medicare requires me to document the scope of that appointment, the types of products you would like to discuss, before we meet.',
    `Which of these would you like to discuss at our appointment: ${products}?`,
    'Please know that I am employed or contracted by one or more Medicare plans; I do not work directly for the federal government, and I may be paid based on your enrollment in a plan.',
    'Agreeing to this appointment does not obligate you to enroll in a plan, does not affect your current or future enrollment status, and does not enroll you in a Medicare plan.',
    'Do you agree to meet with me to discuss the products you chose? Please answer yes or no.',
    ...(waitingHours > 0
      ? [`Thank you. Our appointment will take place at least ${waitingHours} hours from now, as scheduled.`]
      : []),
  ],
} as const;
