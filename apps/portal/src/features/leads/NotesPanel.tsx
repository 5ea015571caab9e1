import { useConversationNotes } from '@meridian/api/react';
import { formatCentralDateTime } from '@meridian/domain';
import { Button, Field, SafeHtml } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Panel } from './LeadPanels';
import { useSaveLeadNote } from './notes';
import { StyledMuted } from './styles';
import { LEAD_TEXT } from './text';

export const StyledTextArea = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const StyledNotes = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]}px;

  /* The note box takes the panel's width; the button keeps its own. */
  & > button {
    align-self: flex-start;
  }
`;

/** The lead's conversation notes, newest first, and a box to add one. */
export function NotesPanel({ leadId }: { leadId: number }) {
  const notes = useConversationNotes(leadId);
  const saveNote = useSaveLeadNote();
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const add = async () => {
    const note = draft.trim();
    if (!note) return;
    setSaving(true);
    if (await saveNote(leadId, note)) setDraft('');
    setSaving(false);
  };

  return (
    <Panel id="lead-notes" title={LEAD_TEXT.notes}>
      {notes.data?.length ? (
        <StyledNotes>
          {notes.data.map((note) => (
            <li key={note.lead_note_id}>
              <small>
                {`${formatCentralDateTime(note.created_at)} · ${`${note.author_fname ?? ''} ${note.author_lname ?? ''}`.trim()}`}
              </small>
              <SafeHtml html={note.note} />
            </li>
          ))}
        </StyledNotes>
      ) : notes.data ? (
        <StyledMuted>{LEAD_TEXT.noNotes}</StyledMuted>
      ) : null}
      <StyledForm
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field id="lead-note-draft">
          <Field.Label>{LEAD_TEXT.note}</Field.Label>
          <StyledTextArea id="lead-note-draft" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <Button type="submit" size="small" disabled={saving || draft.trim() === ''} loading={saving}>
          {LEAD_TEXT.addNote}
        </Button>
      </StyledForm>
    </Panel>
  );
}
