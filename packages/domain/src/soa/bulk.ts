// Bulk Enhanced SOA (spec 02 §9 "Bulk Enhanced SOA up to 5,000 emails per send"; §3.10 the Enhanced
// invite; §2.5 the bulk-disabled notice, SOA_MESSAGES.bulkEmailDisabled).
import { BULK_SOA_MAX_EMAILS } from '../core/constants/limits';

/** Why a lead of a bulk send was not emailed. */
export const BULK_SOA_SKIP_REASONS = ['no_email', 'do_not_email', 'missing_requirements', 'not_your_lead'] as const;
export type BulkSoaSkipReason = (typeof BULK_SOA_SKIP_REASONS)[number];

/** The states of one lead of a bulk send. */
export const BULK_SOA_RECIPIENT_STATUSES = ['sent', 'skipped'] as const;
export type BulkSoaRecipientStatus = (typeof BULK_SOA_RECIPIENT_STATUSES)[number];

export const BULK_SOA_MESSAGES = {
  tooMany: `A bulk Enhanced SOA send can email at most ${BULK_SOA_MAX_EMAILS.toLocaleString('en-US')} leads. Select fewer leads and send again.`,
  sendEnhancedSoa: 'Send Enhanced SOA',
  queued: 'The Enhanced SOA emails are being sent.',
  skipReasons: {
    no_email: 'The lead has no email address.',
    do_not_email: 'The lead asked not to be emailed.',
    missing_requirements: 'The lead is missing details the SOA needs.',
    not_your_lead: 'The lead is not one of your leads.',
  } satisfies Record<BulkSoaSkipReason, string>,
} as const;

/** The refusal of a bulk send of `count` leads, or undefined when it may be sent. */
export function validateBulkSoaLeadCount(count: number): string | undefined {
  return count > BULK_SOA_MAX_EMAILS ? BULK_SOA_MESSAGES.tooMany : undefined;
}

/** What decides whether one lead of a bulk send is emailed. */
export interface BulkSoaLeadFacts {
  /** The requesting agent reaches the lead (their own, in their account). */
  reachable: boolean;
  emailCount: number;
  doNotEmail: boolean;
  /** `missingSoaRequirements` of the lead. */
  missing: readonly string[];
}

/** Why this lead is skipped, checked in the order the agent would fix them; undefined: email it. */
export function bulkSoaSkipReason(facts: BulkSoaLeadFacts): BulkSoaSkipReason | undefined {
  if (!facts.reachable) return 'not_your_lead';
  if (facts.doNotEmail) return 'do_not_email';
  if (facts.emailCount === 0) return 'no_email';
  if (facts.missing.length > 0) return 'missing_requirements';
  return undefined;
}
