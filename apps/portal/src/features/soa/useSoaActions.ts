import { soaRuleTables, type UserDetails } from '@meridian/api';
import {
  useCreateSoaEmailDraft,
  useEsignatureId,
  useSendClientInvite,
  useSendEnhancedSoa,
  useSoaDisclaimers,
  useSoaRules,
} from '@meridian/api/react';
import {
  buildEnhancedSoaInvite,
  SOA_RECORD_RETENTION_RULES,
  SOA_WAITING_PERIOD_RULES,
  type RetentionRule,
  type SoaWaitingPeriodRule,
} from '@meridian/domain';
import type { SoaDisclaimerAnswer, SoaDialogAgent, SoaDialogLead, SoaFaceToFaceActions, SoaSendActions } from './types';

/** The agent as the SOA email signs: the signed-in user's profile. */
export function soaAgentOf(user: UserDetails): SoaDialogAgent {
  return {
    user_id: user.user_id,
    name: `${user.fname ?? ''} ${user.lname ?? ''}`.trim(),
    company: user.company ?? null,
    phone: user.default_phone?.phone ?? null,
    email: user.default_email?.email ?? null,
    address: user.default_address ?? null,
  };
}

/**
 * The server side of the SOA dialogs for one lead, over @meridian/api's hooks: the disclaimers, the
 * email draft (saves and reloads the lead), the remote and Enhanced sends and the face-to-face invite.
 */
export function useSoaActions(
  lead: SoaDialogLead | undefined,
  user: UserDetails,
): {
  send: SoaSendActions;
  faceToFace: SoaFaceToFaceActions;
  disclaimers: SoaDisclaimerAnswer | undefined;
  disclaimersError: unknown;
} {
  const leadId = lead?.lead_id ?? 0;
  const disclaimers = useSoaDisclaimers(
    lead
      ? {
          leadId,
          userId: user.user_id,
          zip: lead.default_address?.zip ?? null,
          county: lead.default_address?.county ?? null,
        }
      : null,
  );
  const draft = useCreateSoaEmailDraft(leadId);
  const invite = useSendClientInvite(leadId);
  const esignature = useEsignatureId();
  const enhanced = useSendEnhancedSoa(leadId);

  const send: SoaSendActions = {
    saveLeadEmail: async ({ email, email_type }) => {
      const answer = await draft.trigger({ email, email_type: email_type as 'Home' | 'Work' | 'Other' });
      if (answer.success !== '1') throw new Error(answer.message);
    },
    send: async ({ type, values }) => {
      if (type === 'remote') {
        return invite.trigger({
          mode: 'remote',
          aptDate: values.aptDate ?? '',
          contactMethod: values.contactMethod ?? '',
          agentSignature: values.agentSignature ?? '',
          email: values.email ?? '',
        });
      }
      const signature = await esignature.trigger((values.agentSignature ?? '').trim());
      const chosen = (lead?.emails ?? []).find((e) => e.email === values.email);
      const isDefault = values.email === lead?.default_email?.email;
      return enhanced.trigger(
        buildEnhancedSoaInvite({
          requestorUserId: user.user_id,
          leadIds: [leadId],
          esignatureId: signature.esignature_id,
          alternateEmailId: !isDefault && chosen?.email_id ? chosen.email_id : null,
        }),
      );
    },
  };
  const faceToFace: SoaFaceToFaceActions = {
    startFaceToFace: (values) =>
      invite.trigger({
        mode: 'f2f',
        aptDate: values.aptDate ?? '',
        contactMethod: values.contactMethod ?? '',
        agentSignature: values.agentSignature ?? '',
      }),
  };
  const answer = disclaimers.data;
  return {
    send,
    faceToFace,
    disclaimers: answer && {
      success: answer.answer.success,
      message: answer.answer.message,
      disclaimers: answer.disclaimers,
    },
    disclaimersError: disclaimers.error,
  };
}

/** The SOA rule tables the server answers (`GET soa/rules`), or the domain's rows until they load. */
export function useSoaRuleTables(): {
  waitingPeriodRules: readonly SoaWaitingPeriodRule[];
  retentionRules: readonly RetentionRule[];
} {
  const { data } = useSoaRules();
  const tables = soaRuleTables(data?.rules ?? []);
  return {
    waitingPeriodRules: tables.waitingPeriodRules.length ? tables.waitingPeriodRules : SOA_WAITING_PERIOD_RULES,
    // The voice-signature reminder: a VSIG SOA is an SOA record.
    retentionRules: tables.soaRecordRetentionRules.length ? tables.soaRecordRetentionRules : SOA_RECORD_RETENTION_RULES,
  };
}
