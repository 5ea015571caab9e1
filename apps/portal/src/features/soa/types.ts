import type { SoaDisclaimer, SoaEmailAgent, SoaFormValues, SoaLead } from '@meridian/domain';
import type { SoaChoice } from './choices';

export type { SoaChoice };

export type SoaSendType = 'remote' | 'enhanced';

/** The lead as the SOA dialogs read it (the lead record's fields, spec 02 §3.1). */
export interface SoaDialogLead extends SoaLead {
  lead_id: number;
  emails?: ReadonlyArray<{ email_id?: number; email: string; email_type?: string | null }> | null;
  default_address?: (NonNullable<SoaLead['default_address']> & { county?: string | null }) | null;
}

/** The agent as the email and the failure messages need them. */
export interface SoaDialogAgent extends SoaEmailAgent {
  user_id: number;
}

/** The answer of a client invite (remote or face to face): success 0 is a failure with the server's message. */
export interface SoaInviteAnswer {
  success: string | number | boolean;
  message?: string | null;
  remote_invite_url?: string | null;
  /** The server's word that the agent's profile has no phone (the agent-phone message then shows). */
  agent_phone_missing?: boolean | undefined;
}

/** The plan-year disclaimers of `POST carrierPlanGeography/search/`, with the answer's success and message. */
export interface SoaDisclaimerAnswer {
  success?: unknown;
  message?: string | null;
  disclaimers: SoaDisclaimer[];
}

/** What the send dialog asks of the server (the feature's hooks provide it). */
export interface SoaSendActions {
  /** Saves an email as the lead's default and reloads the lead (spec 02 §4.3). */
  saveLeadEmail(input: { email: string; email_type: string }): Promise<void>;
  /** Sends the remote or enhanced SOA. */
  send(input: { type: SoaSendType; values: SoaFormValues }): Promise<SoaInviteAnswer>;
}

/** What the face-to-face dialog asks of the server: an eSignature id, then a client invite in mode f2f. */
export interface SoaFaceToFaceActions {
  startFaceToFace(values: SoaFormValues): Promise<SoaInviteAnswer>;
}

/** Whether an answer's success flag says it failed (0, '0' or false). */
export const answerFailed = (answer: { success?: unknown }) =>
  answer.success === 0 || answer.success === '0' || answer.success === false;
