import { describeError, type QuickLink } from '@meridian/api';
import {
  useDeleteQuickLink,
  useDialerVisibility,
  useQuickLinkOrder,
  useQuickLinks,
  useSaveQuickLinkDisplay,
  useTargetLeadsUrl,
} from '@meridian/api/react';
import { QUICK_LINK_ERROR_MS, QUICK_LINK_MESSAGES, SHELL_MESSAGES } from '@meridian/domain';
import { Banner, Button, ConfirmDialog, Dialog, useToasts, VisuallyHidden } from '@meridian/ui';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useDraftForm } from '../../forms/useDraftForm';
import { useSession } from '../../session/SessionProvider';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';
import { LazySingleSignOnDialog } from '../sso';
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

/** Edit mode's draft: the order of every link and its show/hide box. */
interface Draft {
  order: number[];
  display: Record<number, '0' | '1'>;
}

const NO_DRAFT: Draft = { order: [], display: {} };

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

function LinkItem({
  link,
  targetLeadsUrl,
  onCmsCheck,
}: {
  link: QuickLink;
  targetLeadsUrl: string | null;
  onCmsCheck(link: QuickLink): void;
}) {
  const content = (
    <>
      {link.quicklink_title}
      <ExternalIcon />
      <VisuallyHidden>{QUICK_LINKS_TEXT.newTab}</VisuallyHidden>
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
        <StyledLink
          href={isTargetLeadsLink(link) && targetLeadsUrl ? targetLeadsUrl : link.quicklink_url}
          target="_blank"
          rel="noopener noreferrer"
        >
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
  const toasts = useToasts();
  const links = useQuickLinks(user.user_id);
  const dialer = useDialerVisibility(user.account_id, user.user_id, window.location.pathname);
  const target = useTargetLeadsUrl();
  const { order } = useQuickLinkOrder(user.user_id);
  const saveDisplay = useSaveQuickLinkDisplay(user.user_id);
  const deleteLink = useDeleteQuickLink(user.user_id);
  const [editing, setEditing] = useState(false);
  const draft = useDraftForm<Draft>({ initial: NO_DRAFT });
  const [editor, setEditor] = useState<{ link?: QuickLink } | null>(null);
  const [toDelete, setToDelete] = useState<QuickLink | null>(null);
  const [dragging, setDragging] = useState(false);
  const [cmsCheck, setCmsCheck] = useState<QuickLink | null>(null);
  const editToggleRef = useRef<HTMLButtonElement>(null);
  // Closing the dialog (Escape, ✕) with edit mode's changes unsaved asks first.
  const guard = useDiscardGuard({ dirty: editing && draft.dirty, onClose });

  const ready = links.data !== undefined && dialer.ready && target.ready;
  /** The links listed in view or edit mode, in the given order (the session's unless editing). */
  const listed = (editMode: boolean, ids: readonly number[] | undefined) =>
    links.data ? inOrder(listedLinks(links.data, { ...dialer, targetLeadsUrl: target.url, editMode }), ids) : [];
  const shown = listed(editing, editing ? draft.values.order : order);
  const shownFlag = (link: QuickLink) =>
    (editing ? draft.values.display[link.quicklink_id] : undefined) ?? link.display;

  const startEditing = () => {
    const all = listed(true, order);
    draft.clearStatus();
    draft.reset({
      order: all.map((link) => link.quicklink_id),
      display: Object.fromEntries(all.map((link) => [link.quicklink_id, link.display])),
    });
    setEditing(true);
  };
  const stopEditing = () => {
    draft.clearStatus();
    setEditing(false);
  };

  // Save is offered whenever a link is listed, changed or not, so this runs the save itself.
  const save = () => {
    if (!editing || draft.saving || shown.length === 0) return;
    void draft.run(async () => {
      const answer = await saveDisplay.trigger(
        shown.map((link) => ({ quicklink_id: link.quicklink_id, display: shownFlag(link) })),
      );
      setEditing(false);
      toasts.push({ type: 'success', message: answer.message || QUICK_LINK_MESSAGES.updated });
    });
  };

  const remove = async (link: QuickLink) => {
    try {
      const answer = await deleteLink.trigger(link.quicklink_id);
      toasts.push({ type: 'success', message: answer.message || QUICK_LINK_MESSAGES.deleted });
      // The row (and its Delete button) is gone: keep focus in the dialog.
      editToggleRef.current?.focus();
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
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
  } else if (editing) {
    body = (
      <>
        <StyledText>{QUICK_LINKS_TEXT.editHelp}</StyledText>
        <SortableQuickLinkList
          links={shown}
          display={Object.fromEntries(shown.map((link) => [link.quicklink_id, shownFlag(link)]))}
          canChange={(link) => canChangeLink(link, user.role_name)}
          onToggle={(id, on) => draft.setValues((d) => ({ ...d, display: { ...d.display, [id]: on ? '1' : '0' } }))}
          onReorder={(ids) => draft.set('order', ids)}
          onEdit={(link) => setEditor({ link })}
          onDelete={setToDelete}
          onDraggingChange={setDragging}
        />
      </>
    );
  } else if (shown.length === 0) {
    body = (
      <StyledText>{(links.data?.length ?? 0) > 0 ? QUICK_LINKS_TEXT.allHidden : QUICK_LINKS_TEXT.none}</StyledText>
    );
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
      onOpenChange={guard.onOpenChange}
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
            onClick={editing ? stopEditing : startEditing}
          >
            {editing ? QUICK_LINKS_TEXT.cancel : QUICK_LINKS_TEXT.edit}
          </Button>
          {editing ? (
            <Button variant="primary" onClick={save} loading={draft.saving} disabled={shown.length === 0}>
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
        <SaveStatusBanner
          status={draft.status}
          onClear={draft.clearStatus}
          autoClearMs={QUICK_LINK_ERROR_MS}
          dismissible={false}
        />
      </StyledTop>
      {body}
      {editor ? (
        <QuickLinkEditor
          link={editor.link}
          userId={user.user_id}
          accountId={user.account_id}
          roleName={user.role_name}
          onClose={() => setEditor(null)}
          onSaved={() => setEditor(null)}
        />
      ) : null}
      {guard.dialog}
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
