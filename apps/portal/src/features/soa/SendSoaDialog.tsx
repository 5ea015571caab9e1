import { describeError } from '@meridian/api';
import {
  EMAIL_TYPES,
  SOA_MESSAGES,
  soaAgentHasPhone,
  soaSendButtonLabel,
  soaSendFailureMessage,
  type SoaDisclaimer,
  type SoaWaitingPeriodRule,
} from '@meridian/domain';
import { Banner, Button, Dialog, Field, Select, SoaEmailPreview, TextInput, useToasts } from '@meridian/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { SoaFormFields } from './SoaFormFields';
import { StyledBody, StyledFieldRow, StyledFooter } from './styles';
import { SOA_TEXT } from './text';
import {
  answerFailed,
  type SoaDisclaimerAnswer,
  type SoaDialogAgent,
  type SoaDialogLead,
  type SoaSendActions,
  type SoaSendType,
} from './types';
import { useSoaForm } from './useSoaForm';

export interface SendSoaDialogProps {
  type: SoaSendType;
  lead: SoaDialogLead;
  leadName: string;
  agent: SoaDialogAgent;
  now: Date;
  actions: SoaSendActions;
  /** The plan-year disclaimers once answered (success '0' shows its message as an error toast). */
  disclaimers?: SoaDisclaimerAnswer | undefined;
  /** A failed disclaimer lookup (an error toast). */
  disclaimersError?: unknown;
  waitingPeriodRules?: readonly SoaWaitingPeriodRule[] | undefined;
  onClose(): void;
  /** After a successful send: every SOA dialog closes. */
  onSent(): void;
}

const EMAIL_TYPE_OPTIONS = EMAIL_TYPES.map((t) => ({ value: t, label: t }));

/** The lead's emails that hold an address, the default first. */
function leadEmails(lead: SoaDialogLead): string[] {
  const all = [lead.default_email?.email, ...(lead.emails ?? []).map((e) => e.email)];
  return [...new Set(all.filter((e): e is string => typeof e === 'string' && e.trim() !== ''))];
}

/**
 * The eSignature SOA send dialog, remote or Enhanced (spec 02 §2.5, §4.3, §5.3): intro, the form, and
 * the email as the client will read it. A lead without email gets one first ('Save to Generate
 * Draft' saves it as the default and reloads the lead); with several, the agent picks one.
 */
export function SendSoaDialog({
  type,
  lead,
  leadName,
  agent,
  now,
  actions,
  disclaimers: disclaimerAnswer,
  disclaimersError,
  waitingPeriodRules,
  onClose,
  onSent,
}: SendSoaDialogProps) {
  const toasts = useToasts();
  const emails = leadEmails(lead);
  const agentHasPhone = soaAgentHasPhone(agent);
  const form = useSoaForm(
    { method: type, leadEmailCount: emails.length, agentHasDefaultEmail: Boolean(agent.email?.trim()), now },
    { agentSignature: agent.name ?? '', email: emails[0] ?? '' },
  );
  const [drafting, setDrafting] = useState(false);
  const disclaimers = useDisclaimerToasts(disclaimerAnswer, disclaimersError);

  // Once the draft email is saved and the lead reloads, the send goes to it.
  const firstEmail = emails[0] ?? '';
  const { set } = form;
  useEffect(() => {
    if (emails.length === 1) set('email', firstEmail);
  }, [emails.length, firstEmail, set]);

  const saveDraft = async () => {
    if (drafting || !form.check(['email', 'email_type', 'agentEmail'])) return;
    setDrafting(true);
    try {
      await actions.saveLeadEmail({ email: form.values.email.trim(), email_type: form.values.email_type });
    } catch (failure) {
      toasts.push({ type: 'alert', message: describeError(failure) });
    } finally {
      setDrafting(false);
    }
  };

  const send = async () => {
    if (form.saving || !form.check()) return;
    await form.run(async () => {
      try {
        const answer = await actions.send({ type, values: form.values });
        if (answerFailed(answer)) {
          toasts.push({
            type: 'alert',
            message: soaSendFailureMessage({
              agentHasPhone: agentHasPhone && !answer.agent_phone_missing,
              serverMessage: answer.message,
            }),
          });
          return false;
        }
        toasts.push({ type: 'success', message: type === 'enhanced' ? SOA_MESSAGES.sent : SOA_MESSAGES.emailed });
        onSent();
      } catch (failure) {
        toasts.push({
          type: 'alert',
          message: soaSendFailureMessage({ agentHasPhone, serverMessage: describeError(failure) }),
        });
        return false;
      }
    });
  };

  const needsEmail = emails.length === 0;
  const agentEmailError = form.errorOf('agentEmail');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={SOA_TEXT.sendTitle[type]}
      description={SOA_TEXT.sendIntro}
      width="large"
      footer={
        <StyledFooter>
          <Button onClick={onClose}>{SOA_TEXT.close}</Button>
          {needsEmail ? (
            <Button variant="primary" onClick={() => void saveDraft()} disabled={drafting}>
              {drafting ? SOA_MESSAGES.generatingDraft : SOA_MESSAGES.saveToGenerateDraft}
            </Button>
          ) : (
            <Button variant="primary" type="submit" form="soa-send-form" disabled={form.saving}>
              {form.saving ? SOA_MESSAGES.processing : soaSendButtonLabel(type)}
            </Button>
          )}
        </StyledFooter>
      }
    >
      <StyledBody
        as="form"
        id="soa-send-form"
        noValidate
        aria-busy={form.saving || drafting || undefined}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!needsEmail) void send();
        }}
      >
        {agentEmailError ? <Banner variant="alert">{agentEmailError}</Banner> : null}
        {needsEmail ? (
          <>
            <p>{SOA_TEXT.noEmail}</p>
            <StyledFieldRow>
              <Field required>
                <Field.Label>{SOA_TEXT.fields.email}</Field.Label>
                <TextInput
                  block
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  value={form.values.email}
                  onChange={(e) => form.set('email', e.target.value)}
                  onBlur={() => form.leave('email')}
                />
                <Field.Error>{form.errorOf('email')}</Field.Error>
              </Field>
              <Field required>
                <Field.Label>{SOA_TEXT.fields.emailType}</Field.Label>
                <Select
                  block
                  options={EMAIL_TYPE_OPTIONS}
                  placeholder={SOA_TEXT.choose}
                  value={form.values.email_type || null}
                  onValueChange={(v) => {
                    form.set('email_type', v ?? '');
                    form.touch('email_type');
                  }}
                />
                <Field.Error>{form.errorOf('email_type')}</Field.Error>
              </Field>
            </StyledFieldRow>
          </>
        ) : emails.length > 1 ? (
          <Field required>
            <Field.Label>{SOA_TEXT.fields.chooseEmail}</Field.Label>
            <Select
              block
              options={emails.map((e) => ({ value: e, label: e }))}
              value={form.values.email || null}
              onValueChange={(v) => {
                form.set('email', v ?? '');
                form.touch('email');
              }}
            />
            <Field.Error>{form.errorOf('email')}</Field.Error>
          </Field>
        ) : null}
        <SoaFormFields
          form={form}
          now={now}
          required={type === 'remote' && !needsEmail}
          withAppointment={type === 'remote'}
          waitingPeriodRules={waitingPeriodRules}
        />
        <SoaEmailPreview
          label={SOA_TEXT.previewLabel}
          lead={{ name: leadName, email: form.values.email || null }}
          agent={agent}
          disclaimers={disclaimers}
        />
      </StyledBody>
    </Dialog>
  );
}

/** The disclaimers to show; a success '0' answer or a failed lookup is an error toast, once (spec 02 §7.2). */
function useDisclaimerToasts(answer: SoaDisclaimerAnswer | undefined, error: unknown): readonly SoaDisclaimer[] {
  const toasts = useToasts();
  const failed = answer !== undefined && answerFailed(answer);
  const message = failed ? String(answer.message ?? '') : error ? describeError(error) : undefined;
  const { push } = toasts;
  useEffect(() => {
    if (message !== undefined) push({ type: 'alert', message });
  }, [message, push]);
  return answer && !failed ? answer.disclaimers : [];
}
