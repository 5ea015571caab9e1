import { describeError } from '@meridian/api';
import { useCalendarFeed, useCalendarFeedLink } from '@meridian/api/react';
import { formatCentralDateTime } from '@meridian/domain';
import { Banner, Button, ConfirmDialog, Field, TextInput } from '@meridian/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { StyledSection } from './styles';
import { CALENDAR_FEED_TEXT as T } from './text';

/** How long 'Copied' stays, so a second Copy is announced again. */
const COPIED_MS = 3000;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * One line for every state: the link field (when shown), the buttons, and the live status after them,
 * so 'Copied' appears beside Copy. The field does not grow into the status's room, so nothing moves
 * when it appears; the line keeps a button's height while the state loads.
 */
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: flex-end;
  min-height: ${({ theme }) => theme.control.md};

  & > [data-part='link'] {
    flex: 0 1 560px;
  }
  & input {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > [role='status'] {
    flex: 1 1 120px;
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.control.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Question = 'revoke' | 'replace';

/**
 * The signed-in user's private calendar feed (`.ics`, not in the spec; see the portal's README):
 * Create link makes one and shows it once, read-only, with Copy and Revoke link; a reopened dialog
 * knows only that a link is active (the server keeps its hash), so it offers a new link or revoking.
 * Revoking and replacing ask first; a revoked link answers 404.
 */
export function CalendarFeedSection({ userId }: { userId: number }) {
  const feed = useCalendarFeed(userId);
  const link = useCalendarFeedLink(userId);
  const [url, setUrl] = useState<string>();
  // The question stays set while its dialog fades out, so its words do not change as it closes.
  const [question, setQuestion] = useState<Question>('revoke');
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the answer is shown: the button that was pressed is gone by then.
  const focusNext = useRef<'link' | 'create' | null>(null);

  const active = feed.data?.active ?? false;
  const shownUrl = active ? url : undefined;
  const noteId = useId();
  const note = shownUrl
    ? T.shownOnce
    : active && feed.data?.created_at
      ? T.activeSince(formatCentralDateTime(feed.data.created_at))
      : undefined;

  // After every render: the target appears once the answer is in (the feed's cache may update before `url`).
  useEffect(() => {
    const target =
      focusNext.current === 'link' ? input.current : focusNext.current === 'create' ? createButton.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  useEffect(() => {
    if (status !== T.copied) return;
    const timer = setTimeout(() => setStatus(''), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function run(action: 'create' | 'revoke') {
    setError(undefined);
    setStatus('');
    focusNext.current = action === 'create' ? 'link' : 'create';
    try {
      const answer = await link.trigger(action);
      setUrl(answer.feed_url);
      if (action === 'revoke') setStatus(T.revoked);
    } catch (failure) {
      focusNext.current = null;
      setError(describeError(failure));
    }
  }

  async function copy() {
    if (!shownUrl) return;
    try {
      await navigator.clipboard.writeText(shownUrl);
      setStatus(T.copied);
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus(T.copyFailed);
    }
  }

  const ask = (next: Question) => {
    setQuestion(next);
    setAsking(true);
  };

  const revokeButton = (
    <Button onClick={() => ask('revoke')} disabled={link.isMutating}>
      {T.revoke}
    </Button>
  );

  return (
    <StyledSection aria-labelledby="profile-calendar-feed">
      <h3 id="profile-calendar-feed">{T.title}</h3>
      <StyledIntro>{T.intro}</StyledIntro>
      {error ? (
        <Banner
          key={error}
          variant="alert"
          dismissible
          onOpenChange={(open) => (open ? undefined : setError(undefined))}
        >
          {error}
        </Banner>
      ) : null}
      {feed.error ? <Banner variant="alert">{describeError(feed.error)}</Banner> : null}
      <StyledRow aria-busy={feed.data === undefined && !feed.error ? true : undefined}>
        {feed.data === undefined ? null : shownUrl ? (
          <>
            <Field data-part="link">
              <Field.Label>{T.linkLabel}</Field.Label>
              <TextInput
                ref={input}
                block
                readOnly
                value={shownUrl}
                aria-describedby={noteId}
                onFocus={(event) => event.target.select()}
              />
            </Field>
            <Button variant="primary" onClick={() => void copy()}>
              {T.copy}
            </Button>
            {revokeButton}
          </>
        ) : active ? (
          <>
            <Button ref={createButton} onClick={() => ask('replace')} loading={link.isMutating}>
              {T.replace}
            </Button>
            {revokeButton}
          </>
        ) : (
          <Button ref={createButton} onClick={() => void run('create')} loading={link.isMutating}>
            {T.create}
          </Button>
        )}
        <span role="status" aria-live="polite">
          {status}
        </span>
      </StyledRow>
      {note ? <StyledNote id={noteId}>{note}</StyledNote> : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        message={question === 'replace' ? T.replaceConfirm : T.revokeConfirm}
        confirmLabel={question === 'replace' ? T.replace : T.revoke}
        cancelLabel={T.cancel}
        confirmVariant="danger"
        onConfirm={() => void run(question === 'replace' ? 'create' : 'revoke')}
      />
    </StyledSection>
  );
}
