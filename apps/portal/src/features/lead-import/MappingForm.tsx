import { describeError, type LeadImport } from '@meridian/api';
import { useLeadImportMapping } from '@meridian/api/react';
import { LEAD_IMPORT_COLUMNS, type LeadImportField, type LeadImportMapping } from '@meridian/domain';
import { Banner, Button, Field, Select, useToasts, type SelectOption } from '@meridian/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { StyledFormActions, StyledMappingGrid, StyledSection } from './styles';
import { LEAD_IMPORT_TEXT as T } from './text';

const NOT_IMPORTED = '';

const sameMapping = (a: LeadImportMapping, b: LeadImportMapping) =>
  LEAD_IMPORT_COLUMNS.every((c) => (a[c.field] ?? NOT_IMPORTED) === (b[c.field] ?? NOT_IMPORTED));

/**
 * The mapping step: each lead field beside the file column that fills it (matched by name on upload,
 * or as last chosen for the lead source). Checking again sends the mapping; the server keeps it for
 * the lead source and validates every row with it. A refusal keeps the choices. The caller keys it
 * by the saved mapping, so a new answer is what the form starts from.
 */
export function MappingForm({ imp }: { imp: LeadImport }) {
  const save = useLeadImportMapping(imp.lead_import_id);
  const toasts = useToasts();
  const id = useId();
  const saved = imp.mapping as LeadImportMapping;
  const [draft, setDraft] = useState<LeadImportMapping>(saved);
  const [refusal, setRefusal] = useState<string | undefined>();
  const options = useMemo<SelectOption[]>(
    () => [{ value: NOT_IMPORTED, label: T.notImported }, ...imp.headers.map((h) => ({ value: h, label: h }))],
    [imp.headers],
  );
  const dirty = !sameMapping(draft, saved);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    const mapping = Object.fromEntries(
      Object.entries(draft).filter(([, header]) => header !== undefined && header !== NOT_IMPORTED),
    );
    try {
      await save.trigger({ mapping });
      toasts.push({ type: 'success', message: T.mappingSaved });
    } catch (failure) {
      setRefusal(describeError(failure));
    }
  }

  const set = (field: LeadImportField, header: string) =>
    setDraft((current) => ({ ...current, [field]: header === NOT_IMPORTED ? undefined : header }));
  return (
    <StyledSection as="form" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{T.mapping}</h2>
      <p>{T.mappingHint}</p>
      {refusal ? <Banner variant="alert">{refusal}</Banner> : null}
      <StyledMappingGrid role="group" aria-label={T.mappingCaption}>
        {LEAD_IMPORT_COLUMNS.map((column) => (
          <Field key={column.field}>
            <Field.Label>{column.header}</Field.Label>
            <Select
              block
              size="small"
              options={options}
              value={draft[column.field] ?? NOT_IMPORTED}
              onValueChange={(value) => set(column.field, value ?? NOT_IMPORTED)}
            />
          </Field>
        ))}
      </StyledMappingGrid>
      <StyledFormActions>
        <Button type="submit" disabled={!dirty || save.isMutating} loading={save.isMutating}>
          {save.isMutating ? T.applying : T.applyMapping}
        </Button>
      </StyledFormActions>
    </StyledSection>
  );
}
