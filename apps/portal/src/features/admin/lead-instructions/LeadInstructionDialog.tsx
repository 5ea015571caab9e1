import { describeError, type LeadInstruction } from '@meridian/api';
import { useSaveLeadInstruction } from '@meridian/api/react';
import { validateLeadInstructionText } from '@meridian/domain';
import { Checkbox, Field, TextInput, useToasts } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { StyledTextArea } from '../accountAdminStyles';
import { AdminFormDialog } from '../list-page';
import { LEAD_INSTRUCTIONS_TEXT as T } from './text';

interface Draft {
  text: string;
  order: string;
  active: boolean;
}

export interface LeadInstructionDialogProps {
  /** The instruction to edit; undefined to add one. */
  instruction?: LeadInstruction;
  /** The order a new instruction gets by default (after the last). */
  nextOrder: number;
  onClose: () => void;
}

/** Adds or edits one lead instruction; a refused save keeps what was typed and shows the server's message. */
export function LeadInstructionDialog({ instruction, nextOrder, onClose }: LeadInstructionDialogProps) {
  const [draft, setDraft] = useState<Draft>({
    text: instruction?.lead_instruction_text ?? '',
    order: String(instruction?.sort_order ?? nextOrder),
    active: (instruction?.active ?? '1') === '1',
  });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const save = useSaveLeadInstruction();
  const toasts = useToasts();
  const textError = touched ? validateLeadInstructionText(draft.text) : undefined;
  const order = Number.parseInt(draft.order, 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validateLeadInstructionText(draft.text)) return;
    setServerError(undefined);
    try {
      await save.trigger({
        ...(instruction ? { lead_instruction_id: instruction.lead_instruction_id } : {}),
        lead_instruction_text: draft.text,
        ...(Number.isFinite(order) ? { sort_order: order } : {}),
        active: draft.active ? '1' : '0',
      });
      toasts.push({ type: 'success', message: instruction ? T.saved : T.added });
      onClose();
    } catch (error) {
      setServerError(describeError(error));
    }
  }

  return (
    <AdminFormDialog
      formId="lead-instruction-form"
      title={instruction ? T.editTitle : T.addTitle}
      busy={save.isMutating}
      banner={serverError ? { ok: false, message: serverError } : undefined}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Field id="lead-instruction-text" required invalid={Boolean(textError)}>
        <Field.Label>{T.textLabel}</Field.Label>
        <Field.Hint id="lead-instruction-text-hint">{T.textHint}</Field.Hint>
        <StyledTextArea
          id="lead-instruction-text"
          required
          maxLength={1000}
          aria-invalid={Boolean(textError)}
          aria-describedby={`lead-instruction-text-hint${textError ? ' lead-instruction-text-error' : ''}`}
          value={draft.text}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          onBlur={() => setTouched(true)}
        />
        <Field.Error id="lead-instruction-text-error">{textError}</Field.Error>
      </Field>
      <Field>
        <Field.Label>{T.orderLabel}</Field.Label>
        <Field.Hint>{T.orderHint}</Field.Hint>
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          value={draft.order}
          onChange={(e) => setDraft({ ...draft, order: e.target.value.replace(/[^0-9]/g, '') })}
        />
      </Field>
      <Checkbox
        label={T.activeLabel}
        hint={T.activeHint}
        checked={draft.active}
        onCheckedChange={(checked) => setDraft({ ...draft, active: checked === true })}
      />
    </AdminFormDialog>
  );
}
