import { describeError } from '@meridian/api';
import { soaSendFailureMessage, type SoaWaitingPeriodRule } from '@meridian/domain';
import { Button, Dialog, useToasts } from '@meridian/ui';
import type { FormEvent } from 'react';
import { SoaFormFields } from './SoaFormFields';
import { StyledBody, StyledFooter } from './styles';
import { SOA_TEXT } from './text';
import { answerFailed, type SoaFaceToFaceActions } from './types';
import { useSoaForm } from './useSoaForm';

export interface FaceToFaceDialogProps {
  now: Date;
  /** The agent's name, the e-signing name's first value. */
  agentName: string;
  agentHasPhone: boolean;
  actions: SoaFaceToFaceActions;
  waitingPeriodRules?: readonly SoaWaitingPeriodRule[] | undefined;
  onClose(): void;
  /** Opens the signing page for the client on this device (a new tab by default). */
  openSigningPage?: (url: string) => boolean;
}

const openInNewTab = (url: string) => window.open(url, '_blank') !== null;

/**
 * The face-to-face eSignature SOA (spec 02 §2.6, §4.3): Appointment Date, Initial Method of Contact
 * and the agent's e-signing name, all required. Continue obtains an eSignature id for the name, then
 * a client invite in mode f2f, and opens its signing page in a new tab: the client signs on this device.
 */
export function FaceToFaceDialog({
  now,
  agentName,
  agentHasPhone,
  actions,
  waitingPeriodRules,
  onClose,
  openSigningPage = openInNewTab,
}: FaceToFaceDialogProps) {
  const toasts = useToasts();
  const form = useSoaForm(
    { method: 'f2f', leadEmailCount: 0, agentHasDefaultEmail: true, now },
    { agentSignature: agentName },
  );

  const start = async () => {
    if (form.saving || !form.check(['aptDate', 'contactMethod', 'agentSignature'])) return;
    await form.run(async () => {
      try {
        const answer = await actions.startFaceToFace(form.values);
        if (answerFailed(answer) || !answer.remote_invite_url) {
          toasts.push({
            type: 'alert',
            message: soaSendFailureMessage({
              agentHasPhone: agentHasPhone && !answer.agent_phone_missing,
              serverMessage: answer.message,
            }),
          });
          return false;
        }
        if (!openSigningPage(answer.remote_invite_url)) {
          toasts.push({ type: 'alert', message: SOA_TEXT.popupBlocked });
          return false;
        }
        onClose();
      } catch (failure) {
        toasts.push({ type: 'alert', message: describeError(failure) });
        return false;
      }
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={SOA_TEXT.faceToFaceTitle}
      description={SOA_TEXT.faceToFaceIntro}
      width="medium"
      footer={
        <StyledFooter>
          <Button onClick={onClose}>{SOA_TEXT.close}</Button>
          <Button variant="primary" type="submit" form="soa-f2f-form" disabled={form.saving}>
            {form.saving ? SOA_TEXT.processing : SOA_TEXT.continue}
          </Button>
        </StyledFooter>
      }
    >
      <StyledBody
        as="form"
        id="soa-f2f-form"
        noValidate
        aria-busy={form.saving || undefined}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void start();
        }}
      >
        <SoaFormFields form={form} now={now} required waitingPeriodRules={waitingPeriodRules} />
      </StyledBody>
    </Dialog>
  );
}
