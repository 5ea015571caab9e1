import { ORIGINATION_ADMIN_MAX_LENGTHS, type OriginationAdminField } from '@meridian/domain';
import { Button, Checkbox, Dialog, Field, TextInput } from '@meridian/ui';
import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDraftForm } from '../../../forms/useDraftForm';
import { SaveStatusBanner } from '../../../shared/SaveStatusBanner';
import { LOOKUP_TEXT } from './text';

/** A text field of the dialog: a code or a name, with its domain length. */
export interface LookupTextField {
  name: OriginationAdminField;
  label: string;
  hint?: string;
}

/** A yes/no field of the dialog ('1' checked). */
export interface LookupFlagField {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

export type LookupValues = Record<string, string>;

export interface LookupEditDialogProps {
  title: string;
  textFields: readonly LookupTextField[];
  flagFields?: readonly LookupFlagField[];
  initial: LookupValues;
  /** The domain validator of the record (the server runs the same one). */
  validate(values: LookupValues): Partial<Record<string, string>>;
  /** Saves; a rejection shows the server's message in the dialog, which keeps what was typed. */
  onSave(values: LookupValues): Promise<void>;
  onClose(): void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/**
 * The add/edit dialog of a lead source, campaign, segment, partner or tracking code: its text fields
 * checked by the domain validator as the user leaves each, its flags, Save enabled once something
 * changed and all is valid. The caller closes it on success.
 */
export function LookupEditDialog({
  title,
  textFields,
  flagFields = [],
  initial,
  validate,
  onSave,
  onClose,
}: LookupEditDialogProps) {
  const formId = useId();
  const form = useDraftForm<LookupValues>({ initial, validate });
  const save = (event: FormEvent) => {
    event.preventDefault();
    textFields.forEach((field) => form.touch(field.name));
    void form.submit(async (values) => {
      const trimmed = { ...values };
      for (const field of textFields) trimmed[field.name] = (values[field.name] ?? '').trim();
      await onSave(trimmed);
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      width="small"
      footer={
        <>
          <Dialog.Close asChild>
            <Button>{LOOKUP_TEXT.cancel}</Button>
          </Dialog.Close>
          <Button variant="primary" type="submit" form={formId} disabled={!form.dirty} loading={form.saving}>
            {LOOKUP_TEXT.save}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} onSubmit={save} noValidate aria-label={title}>
        <SaveStatusBanner status={form.status} onClear={form.clearStatus} dismissible={false} />
        {textFields.map((field) => (
          <Field key={field.name} required>
            <Field.Label>{field.label}</Field.Label>
            <TextInput
              block
              autoComplete="off"
              spellCheck={false}
              maxLength={ORIGINATION_ADMIN_MAX_LENGTHS[field.name]}
              value={form.values[field.name] ?? ''}
              onChange={(event) => {
                // Checked as typed: a message appearing on blur would move Save under the pointer's press.
                form.set(field.name, event.target.value);
                form.touch(field.name);
              }}
              onBlur={() => form.touch(field.name)}
            />
            {field.hint ? <Field.Hint>{field.hint}</Field.Hint> : null}
            <Field.Error>{form.errorOf(field.name)}</Field.Error>
          </Field>
        ))}
        {flagFields.map((flag) => (
          <Checkbox
            key={flag.name}
            label={flag.label}
            hint={flag.hint}
            disabled={flag.disabled}
            checked={form.values[flag.name] === '1'}
            onCheckedChange={(checked) => form.set(flag.name, checked === true ? '1' : '0')}
          />
        ))}
      </StyledForm>
    </Dialog>
  );
}
