import type { RegistrationLinkAnswer } from '@meridian/api';
import { formatCentralDateTime } from '@meridian/domain';
import { Button, Field, TextInput } from '@meridian/ui';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { LINKS_TEXT as T } from './text';

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvasSubtle};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
  }
  & p {
    margin: 0;
  }
`;

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: end;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The link just built: read-only in a field (selectable), Copy through the Clipboard API with a visible
 * confirmation in a live region; where the browser refuses, the text is selected for Ctrl+C instead.
 */
export function BuiltLink({ answer, roleName }: { answer: RegistrationLinkAnswer; roleName: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed'>();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(answer.link);
      setCopy('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopy('failed');
    }
  }

  return (
    <StyledPanel>
      <h3>{T.builtTitle(roleName)}</h3>
      <StyledRow>
        <Field>
          <Field.Label>{T.linkLabel}</Field.Label>
          <TextInput ref={input} block readOnly value={answer.link} onFocus={(event) => event.target.select()} />
        </Field>
        <Button variant="primary" onClick={() => void copyLink()}>
          {T.copy}
        </Button>
      </StyledRow>
      <p role="status">{copy === 'copied' ? T.copied : copy === 'failed' ? T.copyFailed : ''}</p>
      <p>{T.expires(formatCentralDateTime(answer.expires_at))}</p>
      <StyledMuted>{T.shownOnce}</StyledMuted>
    </StyledPanel>
  );
}
