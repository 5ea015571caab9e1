import {
  voiceSignatureScripts,
  type RetentionRule,
  type SoaWaitingPeriodRule,
  type VoiceSignatureScriptKind,
} from '@meridian/domain';
import { Button, Dialog, useToasts, VoiceSignatureScripts } from '@meridian/ui';
import { useState } from 'react';
import { StyledBody, StyledFooter } from './styles';
import { SOA_TEXT } from './text';

export interface VoiceSignatureDialogProps {
  today: Date;
  agentName: string;
  leadName: string;
  /** The server's rule tables (`GET soa/rules`); the domain's rows until they load. */
  waitingPeriodRules?: readonly SoaWaitingPeriodRule[] | undefined;
  retentionRules?: readonly RetentionRule[] | undefined;
  onClose(): void;
}

/**
 * The voice-signature reminder (spec 02 §2.7): the unscheduled and scheduled scripts with today's
 * date and the waiting period and retention in effect today, and a button copying the script shown.
 */
export function VoiceSignatureDialog({
  today,
  agentName,
  leadName,
  waitingPeriodRules,
  retentionRules,
  onClose,
}: VoiceSignatureDialogProps) {
  const toasts = useToasts();
  const [kind, setKind] = useState<VoiceSignatureScriptKind>('unscheduled');
  const rules = {
    ...(waitingPeriodRules && { waitingPeriodRules }),
    ...(retentionRules && { retentionRules }),
  };

  const copy = async () => {
    const script = voiceSignatureScripts({ agentName, leadName, today }, rules).scripts.find((s) => s.kind === kind)!;
    try {
      await navigator.clipboard.writeText([script.title, ...script.lines].join('\n\n'));
      toasts.push({ type: 'success', message: SOA_TEXT.scriptCopied });
    } catch {
      toasts.push({ type: 'alert', message: SOA_TEXT.copyFailed });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={SOA_TEXT.voiceSignatureTitle}
      width="large"
      footer={
        <StyledFooter>
          <Button onClick={onClose}>{SOA_TEXT.close}</Button>
          <Button variant="primary" onClick={() => void copy()}>
            {SOA_TEXT.copyScript}
          </Button>
        </StyledFooter>
      }
    >
      <StyledBody>
        <VoiceSignatureScripts
          today={today}
          agentName={agentName}
          leadName={leadName}
          value={kind}
          onValueChange={setKind}
          {...rules}
        />
      </StyledBody>
    </Dialog>
  );
}
