import { describeError, getLeadImportTemplate } from '@meridian/api';
import {
  useApiClient,
  useCampaigns,
  useLeadVendors,
  useQuickSearchDropdowns,
  useUploadLeadImport,
} from '@meridian/api/react';
import { canSeeAllLeads, leadImportFileProblem, type LeadImportDuplicateAction } from '@meridian/domain';
import { Banner, Button, Field, Select, type SelectOption } from '@meridian/ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { saveFile } from '../../shared/saveFile';
import { importPath } from './paths';
import { StyledFileField, StyledFormActions, StyledFormGrid, StyledUploadForm } from './styles';
import { DuplicateActionChoice } from './DuplicateActionChoice';
import { LEAD_IMPORT_TEXT as T } from './text';

const NONE = '';

/**
 * The first step of an import: the lead source, campaign and agent its leads get, what to do with
 * rows that look like existing leads, and the file. The file is checked here (kind and size, the
 * domain's rule) and again by the server, which also counts the rows; a refusal keeps every choice.
 * Uploaded, the import opens on its own page for the columns and the rows.
 */
export function UploadForm() {
  const { user, permissions } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const upload = useUploadLeadImport();
  const permissionList = useMemo(() => [...permissions], [permissions]);
  const vendors = useLeadVendors(user.account_id, permissionList);
  const campaigns = useCampaigns(user.account_id);
  const forAnyAgent = canSeeAllLeads(permissionList);
  const dropdowns = useQuickSearchDropdowns();
  const [vendor, setVendor] = useState(NONE);
  const [campaign, setCampaign] = useState(NONE);
  const [agent, setAgent] = useState('0');
  const [duplicateAction, setDuplicateAction] = useState<LeadImportDuplicateAction>('skip');
  const [fileError, setFileError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const file = useRef<HTMLInputElement>(null);
  const id = useId();

  const vendorOptions: SelectOption[] = [
    { value: NONE, label: T.none },
    ...(vendors.data ?? []).map((v) => ({ value: String(v.lead_vendor_id), label: v.company })),
  ];
  const campaignOptions: SelectOption[] = [
    { value: NONE, label: T.none },
    ...(campaigns.data ?? []).map((c) => ({ value: String(c.campaign_id), label: c.campaign_code })),
  ];
  const agentOptions: SelectOption[] = [
    { value: '0', label: T.unassigned },
    ...(dropdowns.data?.total_agents ?? [])
      .filter((a) => a.user_id !== 0)
      .map((a) => ({ value: String(a.user_id), label: `${a.fname} ${a.lname}`.trim() })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    const chosen = file.current?.files?.[0] ?? null;
    const problem = leadImportFileProblem(chosen);
    setFileError(problem);
    if (problem || !chosen) {
      file.current?.focus();
      return;
    }
    try {
      const uploaded = await upload.trigger({
        file: chosen,
        fileName: chosen.name,
        create: {
          lead_vendor_id: vendor === NONE ? null : Number(vendor),
          campaign_id: campaign === NONE ? null : Number(campaign),
          ...(forAnyAgent ? { user_id: Number(agent) } : {}),
          duplicate_action: duplicateAction,
        },
      });
      navigate(importPath(uploaded.lead_import_id));
    } catch (failure) {
      setRefusal(describeError(failure));
    }
  }

  async function downloadTemplate() {
    try {
      saveFile(await getLeadImportTemplate(client), 'lead-import-template.csv');
    } catch (failure) {
      setRefusal(describeError(failure));
    }
  }

  const hintId = `${id}-file-hint`;
  const errorId = `${id}-file-error`;
  return (
    <StyledUploadForm onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{T.newImport}</h2>
      <p>
        {T.templateHint}{' '}
        <Button type="button" size="small" variant="secondary" onClick={() => void downloadTemplate()}>
          {T.template}
        </Button>
      </p>
      {refusal ? <Banner variant="alert">{refusal}</Banner> : null}
      <StyledFormGrid>
        <Field>
          <Field.Label>{T.leadSource}</Field.Label>
          <Select block options={vendorOptions} value={vendor} onValueChange={(v) => setVendor(v ?? NONE)} />
        </Field>
        <Field>
          <Field.Label>{T.campaign}</Field.Label>
          <Select block options={campaignOptions} value={campaign} onValueChange={(v) => setCampaign(v ?? NONE)} />
        </Field>
        {forAnyAgent ? (
          <Field>
            <Field.Label>{T.agent}</Field.Label>
            <Select block options={agentOptions} value={agent} onValueChange={(v) => setAgent(v ?? '0')} />
          </Field>
        ) : (
          <p>{T.yourself}</p>
        )}
      </StyledFormGrid>
      <DuplicateActionChoice value={duplicateAction} onChange={setDuplicateAction} />
      <StyledFileField data-invalid={fileError ? true : undefined}>
        <label htmlFor={`${id}-file`}>{T.file}</label>
        <input
          ref={file}
          id={`${id}-file`}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fileError ? true : undefined}
          onChange={() => setFileError(undefined)}
        />
        <p id={hintId}>{T.fileHint}</p>
        {fileError ? (
          <p id={errorId} role="alert" data-error>
            {fileError}
          </p>
        ) : null}
      </StyledFileField>
      <StyledFormActions>
        <Button type="submit" variant="primary" loading={upload.isMutating} disabled={upload.isMutating}>
          {upload.isMutating ? T.uploading : T.upload}
        </Button>
      </StyledFormActions>
    </StyledUploadForm>
  );
}
