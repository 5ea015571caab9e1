import { soaAgentHasPhone, soaModalStep, type RetentionRule, type SoaWaitingPeriodRule } from '@meridian/domain';
import { useState } from 'react';
import { FaceToFaceDialog } from './FaceToFaceDialog';
import { BulkDisabledDialog, RequirementsDialog } from './RequirementsDialog';
import { SendSoaDialog } from './SendSoaDialog';
import type {
  SoaChoice,
  SoaDisclaimerAnswer,
  SoaDialogAgent,
  SoaDialogLead,
  SoaFaceToFaceActions,
  SoaSendActions,
} from './types';
import { VoiceSignatureDialog } from './VoiceSignatureDialog';

export interface SoaFlowProps {
  choice: SoaChoice;
  lead: SoaDialogLead;
  leadName: string;
  agent: SoaDialogAgent;
  now: Date;
  /** Whether bulk SOA email is switched off (the `disable_bulk_soa_email` flag). */
  bulkSoaEmailDisabled: boolean;
  sendActions: SoaSendActions;
  disclaimers?: SoaDisclaimerAnswer | undefined;
  disclaimersError?: unknown;
  faceToFaceActions: SoaFaceToFaceActions;
  waitingPeriodRules?: readonly SoaWaitingPeriodRule[] | undefined;
  retentionRules?: readonly RetentionRule[] | undefined;
  onClose(): void;
  /** Opens the Lead Details dialog for the lead (from the eSOA Requirements dialog). */
  onUpdateLead(): void;
}

/**
 * The Scope of Appointment modal helper (spec 02 §2.7): `soaModalStep` decides, when the choice is
 * made, between the eSOA Requirements dialog, the bulk-disabled notice, the face-to-face dialog,
 * the send dialog and the voice-signature reminder.
 */
export function SoaFlow({
  choice,
  lead,
  leadName,
  agent,
  now,
  bulkSoaEmailDisabled,
  sendActions,
  disclaimers,
  disclaimersError,
  faceToFaceActions,
  waitingPeriodRules,
  retentionRules,
  onClose,
  onUpdateLead,
}: SoaFlowProps) {
  const [step] = useState(() => soaModalStep(choice, lead, { bulkSoaEmailDisabled }));
  switch (step.dialog) {
    case 'requirements':
      return <RequirementsDialog missing={step.missing} onClose={onClose} onUpdateLead={onUpdateLead} />;
    case 'bulk-email-disabled':
      return <BulkDisabledDialog message={step.message} onClose={onClose} />;
    case 'voice-signature':
      return (
        <VoiceSignatureDialog
          today={now}
          agentName={agent.name ?? ''}
          leadName={leadName}
          waitingPeriodRules={waitingPeriodRules}
          retentionRules={retentionRules}
          onClose={onClose}
        />
      );
    case 'face-to-face':
      return (
        <FaceToFaceDialog
          now={now}
          agentName={agent.name ?? ''}
          agentHasPhone={soaAgentHasPhone(agent)}
          actions={faceToFaceActions}
          waitingPeriodRules={waitingPeriodRules}
          onClose={onClose}
        />
      );
    case 'send':
      return (
        <SendSoaDialog
          type={choice === 'enhanced' ? 'enhanced' : 'remote'}
          lead={lead}
          leadName={leadName}
          agent={agent}
          now={now}
          actions={sendActions}
          disclaimers={disclaimers}
          disclaimersError={disclaimersError}
          waitingPeriodRules={waitingPeriodRules}
          onClose={onClose}
          onSent={onClose}
        />
      );
  }
}
