import { describeError } from '@meridian/api';
import { useCreateClientLink } from '@meridian/api/react';
import { formatCentralDate } from '@meridian/domain';
import { Banner, Button, Field, TextInput } from '@meridian/ui';
import { useState } from 'react';
import { Panel } from './LeadPanels';
import { StyledMuted } from './styles';
import { clientLinkActiveUntil, LEAD_TEXT } from './text';

/**
 * The client's self-service link (issue 13): the agent makes one, copies it and sends it to the
 * client, who reviews and corrects their personal information; the changes land in the ledger.
 */
export function ClientLinkPanel({ leadId }: { leadId: number }) {
  const { trigger, data, error, isMutating } = useCreateClientLink(leadId);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!data) return;
    await navigator.clipboard.writeText(data.url);
    setCopied(true);
  };
  return (
    <Panel
      id="lead-client-page"
      title={LEAD_TEXT.clientPage}
      actions={
        <div>
          <Button
            onClick={() => {
              setCopied(false);
              void trigger().catch(() => undefined);
            }}
            disabled={isMutating}
          >
            {isMutating ? LEAD_TEXT.creatingClientLink : LEAD_TEXT.createClientLink}
          </Button>
        </div>
      }
    >
      <StyledMuted>{LEAD_TEXT.clientPageText}</StyledMuted>
      {error ? (
        <Banner variant="alert" title={LEAD_TEXT.clientLinkFailed}>
          {describeError(error)}
        </Banner>
      ) : null}
      {data ? (
        <>
          <Field id="lead-client-link">
            <Field.Label>{LEAD_TEXT.clientLink}</Field.Label>
            <TextInput value={data.url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Field.Hint>{clientLinkActiveUntil(formatCentralDate(data.expires_at))}</Field.Hint>
          </Field>
          <div>
            <Button variant="secondary" onClick={() => void copy()}>
              {LEAD_TEXT.copyClientLink}
            </Button>{' '}
            <span role="status">{copied ? LEAD_TEXT.clientLinkCopied : ''}</span>
          </div>
        </>
      ) : null}
    </Panel>
  );
}
