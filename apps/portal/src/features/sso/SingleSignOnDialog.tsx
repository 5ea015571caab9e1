import { ApiError, requestExternalSso, type QuickLink } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { SHELL_MESSAGES, singleSignOnTitle } from '@meridian/domain';
import { Banner, Button, Dialog } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { openHandOffTab, submitHandOff } from './handOff';

export const SINGLE_SIGN_ON_TEXT = {
  cancel: 'Cancel',
  continue: 'Continue',
  planExplorer: 'Plan Explorer',
  /** The spec shows no body text; this says what Continue does. */
  explanation: (destination: string) =>
    `Continue opens ${destination} in a new tab and signs you in with your Meridian account.`,
  newTabNote: 'Your work here stays open in this tab.',
} as const;

export interface SingleSignOnDialogProps {
  /**
   * The quick link named for the CMS check: the dialog is titled 'CMS Check' and hands off to the
   * link. Without it the dialog is 'Single Sign-On' to Plan Explorer.
   */
  quickLink?: Pick<QuickLink, 'quicklink_id' | 'quicklink_title'>;
  /** Closes the dialog (Cancel, Escape, or after the hand-off). */
  onClose(): void;
}

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  &:last-child {
    margin-bottom: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledTop = styled.div`
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
`;

/**
 * The Single Sign-On dialog (spec 02 §2.8, §4.7): Continue asks the server for the signed
 * hand-off (`POST externalSSO/`) and posts it to the partner in a new tab; Cancel closes.
 */
export function SingleSignOnDialog({ quickLink, onClose }: SingleSignOnDialogProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; at: number } | null>(null);
  const title = singleSignOnTitle(quickLink?.quicklink_title);
  const destination = quickLink ? quickLink.quicklink_title.trim() : SINGLE_SIGN_ON_TEXT.planExplorer;

  const handOff = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    // Opened inside the click, before the request, so no popup blocker stops it.
    const tab = openHandOffTab();
    try {
      const data = await requestExternalSso(
        client,
        quickLink ? { target: 'cms_check', quicklink_id: quickLink.quicklink_id } : { target: 'plan_explorer' },
      );
      submitHandOff(data, tab);
      onClose();
    } catch (caught) {
      tab?.close();
      // The server's words when it refused; anything else is the generic banner text (spec 01 §8).
      const message = caught instanceof ApiError && caught.message ? caught.message : SHELL_MESSAGES.genericError;
      setError((previous) => ({ message, at: (previous?.at ?? 0) + 1 }));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width="medium"
      footer={
        <>
          <Button onClick={onClose}>{SINGLE_SIGN_ON_TEXT.cancel}</Button>
          <Button variant="primary" loading={busy} onClick={() => void handOff()}>
            {SINGLE_SIGN_ON_TEXT.continue}
          </Button>
        </>
      }
    >
      <StyledTop>
        {error ? (
          <Banner key={error.at} variant="alert">
            {error.message}
          </Banner>
        ) : null}
      </StyledTop>
      <StyledText>{SINGLE_SIGN_ON_TEXT.explanation(destination)}</StyledText>
      <StyledText>{SINGLE_SIGN_ON_TEXT.newTabNote}</StyledText>
    </Dialog>
  );
}
