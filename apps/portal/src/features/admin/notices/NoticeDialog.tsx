import { ApiError, describeError, EXPORT_TYPES, type AdminNotice, type ExportType } from '@meridian/api';
import { useSaveNotice } from '@meridian/api/react';
import { NOTICE_TITLE_INPUT_MAX_LENGTH, type NoticeDraftErrors } from '@meridian/domain';
import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  Field,
  MaskedDateInput,
  NoticeDetail,
  Select,
  Spinner,
  TextInput,
  useToasts,
  useUnsavedChangesGuard,
} from '@meridian/ui';
import type { RichTextEditorHandle } from '@meridian/ui/rich-text';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { isExportType } from '../../notices/exportLinks';
import { noticeDraft, noticeFormErrors, noticeFormValues, previewStart, type NoticeFormValues } from './noticeForm';
import { NOTICES_TEXT as T } from './text';

// Tiptap is paid for only when a notice is written (as New Lead's Notes do).
const RichTextEditor = lazy(() => import('@meridian/ui/rich-text').then((m) => ({ default: m.RichTextEditor })));

const FORM_ID = 'admin-notice-form';
/** The spec's toolbar (spec 01 §9): marks, lists, headings h1–h6, alignment, and the optional link. */
const TOOLBAR = { link: true } as const;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[4]}px;
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  & > * {
    flex: 1 1 160px;
  }
`;

const StyledDownload = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]}px;
  & > :first-child {
    flex: 1 1 200px;
  }
`;

const StyledHint = styled.p`
  margin: -${({ theme }) => theme.space[2]}px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledPreview = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvasSubtle};
  align-self: start;

  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledPreviewBody = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface NoticeDialogProps {
  /** The notice to edit; a new notice without it. */
  notice?: AdminNotice;
  onClose(): void;
}

/**
 * New Notice / Edit Notice (issue 16): title, start and end dates, the Important pop-up, and the
 * text in the rich-text editor with the spec's toolbar and a download-link insertion, beside a live
 * preview as agents will see it. A refused save keeps what was typed and shows the server's message.
 */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const [dirty, setDirty] = useState(false);
  // Closing with changes not saved asks first (spec 02 §8: 'You have unsaved content, …').
  const guard = useUnsavedChangesGuard({ when: dirty });
  const close = () => guard.confirmLeave(onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={notice ? T.dialogEdit : T.dialogNew}
      width="xlarge"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {T.form.cancel}
          </Button>
          <Button type="submit" variant="primary" form={FORM_ID}>
            {T.form.save}
          </Button>
        </>
      }
    >
      <NoticeForm notice={notice} onSaved={onClose} onDirtyChange={setDirty} />
      {guard.dialog}
    </Dialog>
  );
}

interface NoticeFormProps {
  notice?: AdminNotice;
  onSaved(): void;
  onDirtyChange(dirty: boolean): void;
}

function NoticeForm({ notice, onSaved, onDirtyChange }: NoticeFormProps) {
  const now = useMemo(() => new Date(), []);
  const initial = useMemo(() => noticeFormValues(notice, now), [notice, now]);
  const [values, setValues] = useState<NoticeFormValues>(initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors: NoticeDraftErrors } | null>(null);
  const [exportType, setExportType] = useState<ExportType>('current_plan');
  const editor = useRef<RichTextEditorHandle>(null);
  const save = useSaveNotice();
  const toasts = useToasts();

  const errors = noticeFormErrors(values);
  const errorOf = (key: keyof NoticeDraftErrors) => (submitted ? errors[key] : undefined) ?? refusal?.errors[key];
  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field changed after a refusal: its server message no longer applies.
    setRefusal((r) => (r && key in r.errors ? { ...r, errors: { ...r.errors, [key]: undefined } } : r));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isMutating) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      const saved = await save.trigger({ draft: noticeDraft(values), notice_id: notice?.notice_id });
      toasts.push({
        type: 'success',
        message: notice ? T.updated(saved.notice_title) : T.created(saved.notice_title),
      });
      onSaved();
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.result && typeof error.result.errors === 'object'
          ? (error.result.errors as NoticeDraftErrors)
          : {};
      setRefusal({ message: describeError(error), errors: fieldErrors });
    }
  }

  const preview = {
    notice_title: values.notice_title.trim(),
    notice_text: values.notice_text,
    start_date: previewStart(values.start_date),
  };

  return (
    <StyledLayout>
      <StyledForm id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} aria-busy={save.isMutating || undefined}>
        {refusal ? <Banner variant="alert">{refusal.message}</Banner> : null}
        <Field required>
          <Field.Label>{T.form.title}</Field.Label>
          <TextInput
            block
            value={values.notice_title}
            maxLength={NOTICE_TITLE_INPUT_MAX_LENGTH + 50}
            onChange={(event) => set('notice_title', event.target.value)}
          />
          <Field.Hint>{T.form.titleHint}</Field.Hint>
          <Field.Error>{errorOf('notice_title')}</Field.Error>
        </Field>
        <StyledRow>
          <Field required>
            <Field.Label>{T.form.start}</Field.Label>
            <MaskedDateInput block value={values.start_date} onValueChange={(v) => set('start_date', v)} />
            <Field.Hint>{T.form.startHint}</Field.Hint>
            <Field.Error>{errorOf('start_date')}</Field.Error>
          </Field>
          <Field>
            <Field.Label>{T.form.end}</Field.Label>
            <MaskedDateInput block value={values.end_date} onValueChange={(v) => set('end_date', v)} />
            <Field.Hint>{T.form.endHint}</Field.Hint>
            <Field.Error>{errorOf('end_date')}</Field.Error>
          </Field>
        </StyledRow>
        <Checkbox
          label={T.form.important}
          hint={T.form.importantHint}
          checked={values.important}
          onCheckedChange={(checked) => set('important', checked === true)}
        />
        <Field required>
          <Field.Label>{T.form.text}</Field.Label>
          <Suspense fallback={<Spinner label={T.form.loading} />}>
            <RichTextEditor
              ref={editor}
              value={values.notice_text}
              onChange={(html) => set('notice_text', html)}
              toolbar={TOOLBAR}
              downloadTags
              minHeight={180}
            />
          </Suspense>
          <Field.Error>{errorOf('notice_text')}</Field.Error>
        </Field>
        <StyledDownload>
          <Field>
            <Field.Label>{T.form.exportType}</Field.Label>
            <Select
              block
              options={EXPORT_TYPES.map((type) => ({ value: type, label: T.exports[type].label }))}
              value={exportType}
              onValueChange={(value) => {
                if (value && isExportType(value)) setExportType(value);
              }}
            />
          </Field>
          <Button
            variant="secondary"
            aria-describedby="admin-notice-download-hint"
            onClick={() => editor.current?.insertDownloadTag(exportType, T.exports[exportType].link)}
          >
            {T.form.insertDownload}
          </Button>
        </StyledDownload>
        <StyledHint id="admin-notice-download-hint">{T.form.downloadHint}</StyledHint>
      </StyledForm>
      <StyledPreview aria-labelledby="admin-notice-preview-title">
        <h3 id="admin-notice-preview-title">{T.form.previewLabel}</h3>
        <StyledPreviewBody>
          {preview.notice_title || preview.notice_text ? (
            <NoticeDetail notice={preview} now={now} onDownload={() => {}} isDownloadType={isExportType} />
          ) : (
            <StyledMuted>{T.form.previewEmpty}</StyledMuted>
          )}
        </StyledPreviewBody>
      </StyledPreview>
    </StyledLayout>
  );
}
