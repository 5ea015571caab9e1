// Bulk Enhanced SOA from the lead search results (spec 02 §9: up to 5,000 emails per send; §2.5 the
// bulk-disabled notice): confirm the count, send, follow the progress, then the summary.
import { describeError } from '@meridian/api';
import { useBulkSoaEmailDisabled, useBulkSoaSend, useSendBulkSoa } from '@meridian/api/react';
import { BULK_SOA_MESSAGES, SOA_MESSAGES, validateBulkSoaLeadCount } from '@meridian/domain';
import { Banner, Button, Dialog } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ProgressBar } from '../../shared/ProgressBar';

export const BULK_SOA_TEXT = {
  title: BULK_SOA_MESSAGES.sendEnhancedSoa,
  confirm: (count: number) => `Email an Enhanced SOA request to ${count} selected ${count === 1 ? 'lead' : 'leads'}?`,
  signature: 'Agent Signature',
  message: 'Custom message (optional)',
  send: 'Send',
  cancel: 'Cancel',
  close: 'Close',
  progress: 'Sending Enhanced SOA emails',
  done: (done: number, total: number) => `${done} of ${total} leads done`,
  summary: (sent: number, skipped: number) => `${sent} sent, ${skipped} skipped.`,
  skippedCaption: 'Leads not emailed',
} as const;

const StyledCount = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

export interface BulkSoaDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  userId: number;
  agentName: string;
  leadIds: number[];
}

/** The dialog; its calls are made only while it is open. */
export function BulkSoaDialog(props: BulkSoaDialogProps) {
  return props.open ? <OpenBulkSoaDialog {...props} /> : null;
}

function OpenBulkSoaDialog({ open, onOpenChange, userId, agentName, leadIds }: BulkSoaDialogProps) {
  const [signature, setSignature] = useState(agentName);
  const [message, setMessage] = useState('');
  const [sendId, setSendId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const disabled = useBulkSoaEmailDisabled();
  const send = useSendBulkSoa();
  const progress = useBulkSoaSend(sendId);
  const tooMany = validateBulkSoaLeadCount(leadIds.length);
  const p = progress.data;
  const finished = p ? ['done', 'failed', 'cancelled'].includes(p.status) : false;
  const done = p ? p.sent + p.skipped : 0;
  const total = p?.total ?? leadIds.length;

  const submit = async () => {
    setRefusal(undefined);
    try {
      const answer = await send.trigger({ userId, leadIds, signatureName: signature.trim(), customMessage: message });
      if (answer.success === '1' && answer.bulk_send_id) setSendId(answer.bulk_send_id);
      else setRefusal(answer.message);
    } catch (error) {
      setRefusal(describeError(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSendId(null);
        onOpenChange(next);
      }}
      title={BULK_SOA_TEXT.title}
      width="medium"
      footer={
        sendId === null ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {BULK_SOA_TEXT.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              disabled={
                Boolean(tooMany) || disabled.data?.disable_bulk_soa_email || !signature.trim() || send.isMutating
              }
            >
              {send.isMutating ? SOA_MESSAGES.processing : BULK_SOA_TEXT.send}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            {BULK_SOA_TEXT.close}
          </Button>
        )
      }
    >
      {disabled.data?.disable_bulk_soa_email ? (
        <Banner variant="warn">{SOA_MESSAGES.bulkEmailDisabled}</Banner>
      ) : sendId === null ? (
        <>
          <p>{BULK_SOA_TEXT.confirm(leadIds.length)}</p>
          {tooMany || refusal ? <Banner variant="alert">{tooMany ?? refusal}</Banner> : null}
          <StyledField>
            {BULK_SOA_TEXT.signature}
            <input value={signature} onChange={(e) => setSignature(e.target.value)} autoComplete="name" />
          </StyledField>
          <StyledField>
            {BULK_SOA_TEXT.message}
            <textarea value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
          </StyledField>
        </>
      ) : (
        <>
          <p id="bulk-soa-progress">{BULK_SOA_TEXT.progress}</p>
          <ProgressBar
            labelledBy="bulk-soa-progress"
            value={done}
            max={total}
            valueText={BULK_SOA_TEXT.done(done, total)}
          />
          <StyledCount aria-hidden="true">{BULK_SOA_TEXT.done(done, total)}</StyledCount>
          {p && finished ? (
            <div role="status">
              <p>{BULK_SOA_TEXT.summary(p.sent, p.skipped)}</p>
              {p.skipped_leads.length > 0 ? (
                <table>
                  <caption>{BULK_SOA_TEXT.skippedCaption}</caption>
                  <tbody>
                    {p.skipped_leads.map((lead) => (
                      <tr key={lead.lead_id}>
                        <th scope="row">{lead.name || `Lead ${lead.lead_id}`}</th>
                        <td>{lead.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
