import type { QuickLink, QuickLinkPayload } from '@meridian/api';
import { useSaveQuickLink } from '@meridian/api/react';
import {
  buildQuickLinkPayload,
  canCreateAccountQuickLink,
  QUICK_LINK_ERROR_MS,
  QUICK_LINK_HIERARCHY_TYPES,
  QUICK_LINK_MESSAGES,
  validateQuickLink,
} from '@meridian/domain';
import { Button, Checkbox, Dialog, Field, TextInput, useToasts } from '@meridian/ui';
import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useDraftForm } from '../../forms/useDraftForm';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';

export const EDITOR_TEXT = {
  createTitle: 'Create New Quick Link',
  editTitle: 'Edit Quick Link',
  name: 'Quick Link Name',
  url: 'Quick Link URL',
  forAllAgents: 'For all agents in account',
  save: 'Save',
  cancel: 'Cancel',
} as const;

export interface QuickLinkEditorProps {
  /** The link to edit; a new link when left out. */
  link?: QuickLink;
  userId: number;
  accountId: number;
  roleName: string;
  onClose(): void;
  /** After a successful save, with the saved link. */
  onSaved(link: QuickLink): void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

interface QuickLinkDraft {
  quicklink_title: string;
  quicklink_url: string;
  forAllAgents: boolean;
}

/** The wire contract types the hierarchy as 2 | 3; the domain builder answers a number. */
function wirePayload(payload: ReturnType<typeof buildQuickLinkPayload>): QuickLinkPayload {
  const forAccount = payload.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.account;
  return { ...payload, quicklink_hierarchy_type_id: forAccount ? 2 : 3 };
}

/**
 * Create New Quick Link, or edit one (spec 01 §4–§8): name and URL with the spec's messages, Save
 * disabled while invalid, 'For all agents in account' only for roles named with 'Admin' and fixed
 * when editing, the toasts on success and the server's message for 5 s on failure.
 */
export function QuickLinkEditor({ link, userId, accountId, roleName, onClose, onSaved }: QuickLinkEditorProps) {
  const toasts = useToasts();
  const formId = useId();
  const saveLink = useSaveQuickLink(userId, accountId);
  const form = useDraftForm<QuickLinkDraft>({
    initial: () => ({
      quicklink_title: link?.quicklink_title ?? '',
      quicklink_url: link?.quicklink_url ?? '',
      forAllAgents: Number(link?.quicklink_hierarchy_type_id) === QUICK_LINK_HIERARCHY_TYPES.account,
    }),
    validate: validateQuickLink,
  });
  const mayChooseAccount = canCreateAccountQuickLink(roleName);
  const guard = useDiscardGuard({ dirty: form.dirty, onClose });

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Save stays offered on an unchanged link, so this runs the save itself (submit waits for a change).
    if (!form.valid || form.saving) return;
    void form.run(async () => {
      const payload = buildQuickLinkPayload(form.values, {
        role_name: roleName,
        existing: link ? { quicklink_hierarchy_type_id: Number(link.quicklink_hierarchy_type_id) } : undefined,
      });
      const answer = await saveLink.trigger({ quicklinkId: link?.quicklink_id, payload: wirePayload(payload) });
      toasts.push({
        type: 'success',
        message: answer.message || (link ? QUICK_LINK_MESSAGES.updated : QUICK_LINK_MESSAGES.created),
      });
      onSaved(answer.quicklink);
    });
  };
  const edit = (field: 'quicklink_title' | 'quicklink_url', value: string) => {
    form.set(field, value);
    form.touch(field);
  };

  return (
    <Dialog
      open
      onOpenChange={guard.onOpenChange}
      title={link ? EDITOR_TEXT.editTitle : EDITOR_TEXT.createTitle}
      width="medium"
      footer={
        <>
          <Dialog.Close asChild>
            <Button>{EDITOR_TEXT.cancel}</Button>
          </Dialog.Close>
          <Button variant="primary" type="submit" form={formId} disabled={!form.valid} loading={form.saving}>
            {EDITOR_TEXT.save}
          </Button>
        </>
      }
    >
      <StyledForm
        id={formId}
        onSubmit={save}
        noValidate
        aria-label={link ? EDITOR_TEXT.editTitle : EDITOR_TEXT.createTitle}
      >
        <SaveStatusBanner
          status={form.status}
          onClear={form.clearStatus}
          autoClearMs={QUICK_LINK_ERROR_MS}
          dismissible={false}
        />
        <Field required>
          <Field.Label>{EDITOR_TEXT.name}</Field.Label>
          <TextInput
            block
            autoComplete="off"
            value={form.values.quicklink_title}
            onChange={(event) => edit('quicklink_title', event.target.value)}
            onBlur={() => form.touch('quicklink_title')}
          />
          <Field.Error>{form.errorOf('quicklink_title')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{EDITOR_TEXT.url}</Field.Label>
          <TextInput
            block
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={form.values.quicklink_url}
            onChange={(event) => edit('quicklink_url', event.target.value)}
            onBlur={() => form.touch('quicklink_url')}
          />
          <Field.Error>{form.errorOf('quicklink_url')}</Field.Error>
        </Field>
        {mayChooseAccount ? (
          <Checkbox
            label={EDITOR_TEXT.forAllAgents}
            checked={form.values.forAllAgents}
            disabled={Boolean(link)}
            hint={link ? 'A saved link keeps who it is for.' : undefined}
            onCheckedChange={(checked) => form.set('forAllAgents', checked === true)}
          />
        ) : null}
      </StyledForm>
      {guard.dialog}
    </Dialog>
  );
}
