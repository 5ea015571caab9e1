import { describeError } from '@meridian/api';
import { useCreateClientLink, useLiveClientLink, useRevokeClientLink } from '@meridian/api/react';
import { formatCentralDate } from '@meridian/domain';
import { Banner, Button, Field, TextInput } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Panel } from './LeadPanels';
import { StyledMuted } from './styles';
import { clientLinkActiveUntil, clientLinkLive, LEAD_TEXT } from './text';

const StyledLive = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * The client's self-service link (issue 13): the agent makes one, copies it and sends it to the
 * client, who reviews and corrects their personal information; the changes land in the ledger.
 * One link is live per lead (issue 29): the panel says when it was made and until when, a new one
 * replaces it, and Revoke ends it; the client's page then says the link has expired.
 */
export function ClientLinkPanel({ leadId }: { leadId: number }) {
  const { trigger, data, error, isMutating, reset } = useCreateClientLink(leadId);
  const { data: live } = useLiveClientLink(leadId);
  const revoke = useRevokeClientLink(leadId);
  // One live region for what just happened: the link copied, or revoked.
  const [notice, setNotice] = useState<'copied' | 'revoked' | undefined>();
  // The address is shown only right after it is made (its token is not kept); the live link's facts stay.
  const shown = data && live && data.client_link_id === live.client_link_id ? data : undefined;
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard.writeText(shown.url);
    setNotice('copied');
  };
  return (
    <Panel
      id="lead-client-page"
      title={LEAD_TEXT.clientPage}
      actions={
        <div>
          <Button
            onClick={() => {
              setNotice(undefined);
              void trigger().catch(() => undefined);
            }}
            disabled={isMutating}
          >
            {isMutating
              ? LEAD_TEXT.creatingClientLink
              : live
                ? LEAD_TEXT.createClientLinkReplaces
                : LEAD_TEXT.createClientLink}
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
      {revoke.error ? (
        <Banner variant="alert" title={LEAD_TEXT.clientLinkRevokeFailed}>
          {describeError(revoke.error)}
        </Banner>
      ) : null}
      {live ? (
        <StyledLive>
          <span>
            {clientLinkLive({
              created: formatCentralDate(live.created_at),
              expires: formatCentralDate(live.expires_at),
              by: live.created_by_name,
              used: live.used_at ? formatCentralDate(live.used_at) : null,
            })}{' '}
            {LEAD_TEXT.clientLinkReplaceNote}
          </span>
          <Button
            variant="secondary"
            disabled={revoke.isMutating}
            onClick={() => {
              setNotice(undefined);
              void revoke
                .trigger(live.client_link_id)
                .then(() => {
                  reset();
                  setNotice('revoked');
                })
                .catch(() => undefined);
            }}
          >
            {revoke.isMutating ? LEAD_TEXT.revokingClientLink : LEAD_TEXT.revokeClientLink}
          </Button>
        </StyledLive>
      ) : live === null && notice !== 'revoked' ? (
        <StyledMuted>{LEAD_TEXT.noLiveClientLink}</StyledMuted>
      ) : null}
      {shown ? (
        <>
          <Field id="lead-client-link">
            <Field.Label>{LEAD_TEXT.clientLink}</Field.Label>
            <TextInput value={shown.url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Field.Hint>{clientLinkActiveUntil(formatCentralDate(shown.expires_at))}</Field.Hint>
          </Field>
          <div>
            <Button variant="secondary" onClick={() => void copy()}>
              {LEAD_TEXT.copyClientLink}
            </Button>
          </div>
        </>
      ) : null}
      <span role="status">
        {notice === 'copied' ? LEAD_TEXT.clientLinkCopied : notice === 'revoked' ? LEAD_TEXT.clientLinkRevoked : ''}
      </span>
    </Panel>
  );
}
