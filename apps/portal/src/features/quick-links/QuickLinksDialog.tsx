import { deleteQuickLink, saveQuickLinkDisplay, type QuickLink } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { buildQuickLinkDisplaySave, QUICK_LINK_ERROR_MS, QUICK_LINK_MESSAGES, SHELL_MESSAGES } from '@meridian/domain';
import { Banner, Button, ConfirmDialog, Dialog, useToasts } from '@meridian/ui';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { StyledHidden } from '../../pages/styles';
import { useSession } from '../../session/SessionProvider';
import { LazySingleSignOnDialog } from '../sso/lazy';
import { useDialerVisibility, useQuickLinkOrder, useQuickLinks, useTargetLeadsUrl } from './data';
import { ExternalIcon } from './icons';
import { canChangeLink, inOrder, isCmsCheckLink, isTargetLeadsLink, listedLinks } from './links';
import { QuickLinkEditor } from './QuickLinkEditor';
import { SortableQuickLinkList } from './SortableQuickLinkList';
import { StyledKind, StyledRow } from './styles';

export const QUICK_LINKS_TEXT = {
  title: 'Quick Links',
  create: 'Create New Quick Link',
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
  none: 'There are no quick links yet. Create one to keep the sites you use at hand.',
  allHidden: 'All your quick links are hidden. Choose Edit to show them again.',
  editHelp: 'Tick the links to show, untick those to hide, drag a link by its handle to move it, then Save.',
  newTab: '(opens in a new tab)',
} as const;

export interface QuickLinksDialogProps {
  /** Closes the dialog (the shell unmounts it). */
  onClose(): void;
}

interface Draft {
  order: number[];
  display: Record<number, '0' | '1'>;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled.a`
  display: inline-flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledSkeleton = styled.span`
  display: block;
  width: 55%;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledTop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
`;

const StyledFooterStart = styled.div`
  margin-right: auto;
`;

function LinkItem({ link, targetLeadsUrl, onCmsCheck }: { link: QuickLink; targetLeadsUrl: string | null; onCmsCheck(link: QuickLink): void }) {
  const content = (
    <>
      {link.quicklink_title}
      <ExternalIcon />
      <StyledHidden>{QUICK_LINKS_TEXT.newTab}</StyledHidden>
    </>
  );
  return (
    <StyledRow>
      {isCmsCheckLink(link) ? (
        // The CMS check posts through single sign-on instead of opening (spec 01 §6, spec 02 §2.8).
        <StyledLink as="button" type="button" aria-haspopup="dialog" onClick={() => onCmsCheck(link)}>
          {content}
        </StyledLink>
      ) : (
        <StyledLink href={isTargetLeadsLink(link) && targetLeadsUrl ? targetLeadsUrl : link.quicklink_url} target="_blank" rel="noopener noreferrer">
          {content}
        </StyledLink>
      )}
      <StyledKind>{link.quicklink_hierarchy_type_name}</StyledKind>
    </StyledRow>
  );
}

/**
 * The Quick Links dialog (spec 01 §3–§8): system, account and own links opening in a new tab;
 * Edit shows every link with a show/hide box and a drag handle, Save sends the boxes as one batch;
 * Create New Quick Link, edit and delete (with confirmation) for the links the user may change.
 */
export function QuickLinksDialog({ onClose }: QuickLinksDialogProps) {
  const { user } = useSession();
  const client = useApiClient();
  const toasts = useToasts();
  const links = useQuickLinks(user.user_id);
  const dialer = useDialerVisibility(user.account_id, user.user_id);
  const target = useTargetLeadsUrl();
  const { order, setOrder } = useQuickLinkOrder(user.user_id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editor, setEditor] = useState<{ link?: QuickLink } | null>(null);
  const [toDelete, setToDelete] = useState<QuickLink | null>(null);
  const [dragging, setDragging] = useState(false);
  const [cmsCheck, setCmsCheck] = useState<QuickLink | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; at: number } | null>(null);
  const editToggleRef = useRef<HTMLButtonElement>(null);

  const ready = links.data !== undefined && dialer.ready && target.ready;
  const listed = (editMode: boolean) =>
    links.data ? inOrder(listedLinks(links.data, { ...dialer, targetLeadsUrl: target.url, editMode }), editMode ? (draft?.order ?? order) : order) : [];
  const shown = listed(draft !== null);
  const shownFlag = (link: QuickLink) => draft?.display[link.quicklink_id] ?? link.display;

  const startEditing = () => {
    const all = listed(true);
    setSaveError(null);
    setDraft({ order: all.map((link) => link.quicklink_id), display: Object.fromEntries(all.map((link) => [link.quicklink_id, link.display])) });
  };

  const saveDisplay = async () => {
    if (!draft || saving || shown.length === 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await saveQuickLinkDisplay(client, user.user_id, buildQuickLinkDisplaySave(shown.map((link) => ({ quicklink_id: link.quicklink_id, display: shownFlag(link) }))));
      setOrder(shown.map((link) => link.quicklink_id));
      await links.mutate();
      setDraft(null);
      toasts.push({ type: 'success', message: answer.message || QUICK_LINK_MESSAGES.updated });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A new key restarts the 5 s clock when the same save fails again.
      setSaveError((previous) => ({ message, at: (previous?.at ?? 0) + 1 }));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (link: QuickLink) => {
    try {
      const answer = await deleteQuickLink(client, user.user_id, link.quicklink_id);
      toasts.push({ type: 'success', message: answer.message || QUICK_LINK_MESSAGES.deleted });
      await links.mutate();
      // The row (and its Delete button) is gone: keep focus in the dialog.
      editToggleRef.current?.focus();
    } catch (error) {
      toasts.push({ type: 'alert', message: error instanceof Error ? error.message : String(error) });
    }
  };

  let body;
  if (links.error) {
    body = null;
  } else if (!ready) {
    body = (
      <StyledList aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <StyledRow key={i}>
            <StyledSkeleton />
          </StyledRow>
        ))}
      </StyledList>
    );
  } else if (draft) {
    body = (
      <>
        <StyledText>{QUICK_LINKS_TEXT.editHelp}</StyledText>
        <SortableQuickLinkList
          links={shown}
          display={Object.fromEntries(shown.map((link) => [link.quicklink_id, shownFlag(link)]))}
          canChange={(link) => canChangeLink(link, user.role_name)}
          onToggle={(id, on) => setDraft((d) => (d ? { ...d, display: { ...d.display, [id]: on ? '1' : '0' } } : d))}
          onReorder={(ids) => setDraft((d) => (d ? { ...d, order: ids } : d))}
          onEdit={(link) => setEditor({ link })}
          onDelete={setToDelete}
          onDraggingChange={setDragging}
        />
      </>
    );
  } else if (shown.length === 0) {
    body = <StyledText>{(links.data?.length ?? 0) > 0 ? QUICK_LINKS_TEXT.allHidden : QUICK_LINKS_TEXT.none}</StyledText>;
  } else {
    body = (
      <StyledList aria-label="Quick links">
        {shown.map((link) => (
          <LinkItem key={link.quicklink_id} link={link} targetLeadsUrl={target.url} onCmsCheck={setCmsCheck} />
        ))}
      </StyledList>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={QUICK_LINKS_TEXT.title}
      width="large"
      onEscapeKeyDown={(event) => {
        // Escape while a link is picked up cancels the move, not the dialog.
        if (dragging) event.preventDefault();
      }}
      footer={
        <>
          <StyledFooterStart>
            <Button onClick={() => setEditor({})}>{QUICK_LINKS_TEXT.create}</Button>
          </StyledFooterStart>
          <Button
            ref={editToggleRef}
            disabled={!ready || Boolean(links.error)}
            onClick={() => {
              if (draft) {
                setDraft(null);
                setSaveError(null);
              } else startEditing();
            }}
          >
            {draft ? QUICK_LINKS_TEXT.cancel : QUICK_LINKS_TEXT.edit}
          </Button>
          {draft ? (
            <Button variant="primary" onClick={() => void saveDisplay()} loading={saving} disabled={shown.length === 0}>
              {QUICK_LINKS_TEXT.save}
            </Button>
          ) : null}
        </>
      }
    >
      <StyledTop>
        {links.error ? (
          <Banner variant="alert" key={links.error.message}>
            {links.error.message}
          </Banner>
        ) : null}
        {saveError ? (
          <Banner key={saveError.at} variant="alert" autoClearMs={QUICK_LINK_ERROR_MS} onOpenChange={(open) => (open ? undefined : setSaveError(null))}>
            {saveError.message}
          </Banner>
        ) : null}
      </StyledTop>
      {body}
      {editor ? (
        <QuickLinkEditor
          link={editor.link}
          userId={user.user_id}
          accountId={user.account_id}
          roleName={user.role_name}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            void links.mutate();
          }}
        />
      ) : null}
      {cmsCheck ? <LazySingleSignOnDialog quickLink={cmsCheck} onClose={() => setCmsCheck(null)} /> : null}
      {toDelete ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={SHELL_MESSAGES.deleteRecordsConfirm}
          onConfirm={() => void remove(toDelete)}
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}
