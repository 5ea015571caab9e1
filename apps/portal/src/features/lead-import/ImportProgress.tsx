import { describeError, getLeadImportErrorReport, type LeadImport } from '@meridian/api';
import { useApiClient, useCancelLeadImport } from '@meridian/api/react';
import { LEAD_IMPORT_MESSAGES } from '@meridian/domain';
import { Banner, Button, ConfirmDialog } from '@meridian/ui';
import { useId, useState } from 'react';
import { ProgressBar } from '../../shared/ProgressBar';
import { saveFile } from '../../shared/saveFile';
import { StyledButtonLink } from '../../shared/LinkButton';
import { IMPORTS_PATH } from './paths';
import { StyledCounts, StyledFormActions, StyledSection } from './styles';
import { LEAD_IMPORT_TEXT as T } from './text';

const errorReportName = (fileName: string) =>
  `${fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'leads'}-errors.csv`;

/**
 * A queued, running or ended import: the bar of rows done (read again every 2 s by `useLeadImport`),
 * the counts so far, Cancel while it runs (the batches done stay), and once it has ended what
 * happened, with the refused rows' report to download.
 */
export function ImportProgress({ imp }: { imp: LeadImport }) {
  const client = useApiClient();
  const cancel = useCancelLeadImport(imp.lead_import_id);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const id = useId();
  const running = imp.status === 'queued' || imp.status === 'running';

  async function confirmCancel() {
    setRefusal(undefined);
    try {
      await cancel.trigger();
    } catch (failure) {
      setRefusal(describeError(failure));
    }
  }

  async function downloadReport() {
    setRefusal(undefined);
    try {
      saveFile(await getLeadImportErrorReport(client, imp.lead_import_id), errorReportName(imp.file_name));
    } catch (failure) {
      setRefusal(describeError(failure));
    }
  }

  const outcome =
    imp.status === 'done' ? T.finished : imp.status === 'cancelled' ? LEAD_IMPORT_MESSAGES.cancelled : null;
  return (
    <StyledSection aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.progress}</h2>
      <ProgressBar
        labelledBy={`${id}-title`}
        value={imp.rows_done}
        max={imp.total_rows}
        valueText={T.progressValue(imp.rows_done, imp.total_rows)}
      />
      <StyledCounts aria-hidden="true">{T.progressValue(imp.rows_done, imp.total_rows)}</StyledCounts>
      <StyledCounts role="status">
        {outcome ? `${outcome} ` : ''}
        {T.counts(imp.imported, imp.updated, imp.skipped, imp.refused)}
      </StyledCounts>
      {imp.status === 'failed' ? <Banner variant="alert">{T.failed(imp.error)}</Banner> : null}
      {refusal ? <Banner variant="alert">{refusal}</Banner> : null}
      <StyledFormActions>
        {running ? (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={cancel.isMutating}>
            {T.cancel}
          </Button>
        ) : (
          <StyledButtonLink to={IMPORTS_PATH}>{T.another}</StyledButtonLink>
        )}
        {/* The rows with problems are refused as the run reaches them; the report lists them all from the start. */}
        {imp.invalid_rows > 0 ? (
          <Button variant="secondary" onClick={() => void downloadReport()}>
            {T.errorReport(imp.invalid_rows)}
          </Button>
        ) : null}
      </StyledFormActions>
      {confirming ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          confirmVariant="danger"
          message={T.cancelQuestion}
          onConfirm={() => void confirmCancel()}
          onOpenChange={(open) => {
            if (!open) setConfirming(false);
          }}
        />
      ) : null}
    </StyledSection>
  );
}
