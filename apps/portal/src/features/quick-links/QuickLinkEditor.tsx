import { createQuickLink, updateQuickLink, type QuickLink } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import {
  buildQuickLinkPayload,
  canCreateAccountQuickLink,
  QUICK_LINK_ERROR_MS,
  QUICK_LINK_HIERARCHY_TYPES,
  QUICK_LINK_MESSAGES,
  validateQuickLink,
} from '@meridian/domain';
import { Banner, Button, Checkbox, Dialog, Field, TextInput, useToasts } from '@meridian/ui';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

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

/**
 * Create New Quick Link, or edit one (spec 01 §4–§8): name and URL with the spec's messages, Save
 * disabled while invalid, 'For all agents in account' only for roles named with 'Admin' and fixed
 * when editing, the toasts on success and the server's message for 5 s on failure.
 */
export function QuickLinkEditor({ link, userId, accountId, roleName, onClose, onSaved }: QuickLinkEditorProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const formId = useId();
  const [title, setTitle] = useState(link?.quicklink_title ?? '');
  const [url, setUrl] = useState(link?.quicklink_url ?? '');
  const [forAllAgents, setForAllAgents] = useState(Number(link?.quicklink_hierarchy_type_id) === QUICK_LINK_HIERARCHY_TYPES.account);
  const [touched, setTouched] = useState({ title: false, url: false });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; at: number } | null>(null);

  const errors = validateQuickLink({ quicklink_title: title, quicklink_url: url });
  const invalid = Object.keys(errors).length > 0;
  const mayChooseAccount = canCreateAccountQuickLink(roleName);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || saving) return;
    const payload = buildQuickLinkPayload(
      { quicklink_title: title, quicklink_url: url, forAllAgents },
      { role_name: roleName, existing: link ? { quicklink_hierarchy_type_id: Number(link.quicklink_hierarchy_type_id) } : undefined },
    );
    const forAccount = payload.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.account;
    // The wire contract types the hierarchy as 2 | 3; the domain builder answers a number.
    const body = { ...payload, quicklink_hierarchy_type_id: forAccount ? (2 as const) : (3 as const) };
    const owner = forAccount ? { accountId } : { userId };
    setSaving(true);
    setSaveError(null);
    try {
      const answer = link
        ? await updateQuickLink(client, owner, link.quicklink_id, body)
        : await createQuickLink(client, owner, body);
      toasts.push({ type: 'success', message: answer.message || (link ? QUICK_LINK_MESSAGES.updated : QUICK_LINK_MESSAGES.created) });
      onSaved(answer.quicklink);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A new key restarts the 5 s clock when the same save fails again.
      setSaveError((previous) => ({ message, at: (previous?.at ?? 0) + 1 }));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={link ? EDITOR_TEXT.editTitle : EDITOR_TEXT.createTitle}
      width="medium"
      footer={
        <>
          <Dialog.Close asChild>
            <Button>{EDITOR_TEXT.cancel}</Button>
          </Dialog.Close>
          <Button variant="primary" type="submit" form={formId} disabled={invalid} loading={saving}>
            {EDITOR_TEXT.save}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} onSubmit={(event) => void save(event)} noValidate aria-label={link ? EDITOR_TEXT.editTitle : EDITOR_TEXT.createTitle}>
        {saveError ? (
          <Banner key={saveError.at} variant="alert" autoClearMs={QUICK_LINK_ERROR_MS} onOpenChange={(open) => (open ? undefined : setSaveError(null))}>
            {saveError.message}
          </Banner>
        ) : null}
        <Field required>
          <Field.Label>{EDITOR_TEXT.name}</Field.Label>
          <TextInput
            block
            autoComplete="off"
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setTouched((t) => ({ ...t, title: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, title: true }))}
          />
          <Field.Error>{touched.title ? errors.quicklink_title : undefined}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{EDITOR_TEXT.url}</Field.Label>
          <TextInput
            block
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setTouched((t) => ({ ...t, url: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, url: true }))}
          />
          <Field.Error>{touched.url ? errors.quicklink_url : undefined}</Field.Error>
        </Field>
        {mayChooseAccount ? (
          <Checkbox
            label={EDITOR_TEXT.forAllAgents}
            checked={forAllAgents}
            disabled={Boolean(link)}
            hint={link ? 'A saved link keeps who it is for.' : undefined}
            onCheckedChange={(checked) => setForAllAgents(checked === true)}
          />
        ) : null}
      </StyledForm>
    </Dialog>
  );
}
