import { describeError, getLeadExport, type LeadExportRequest } from '@meridian/api';
import { useApiClient, useCreateLeadExport, useLeadExport } from '@meridian/api/react';
import { EMPTY_EXPORT_MESSAGE } from '@meridian/domain';
import { Button } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { saveFile } from '../../shared/saveFile';
import { LEAD_EXPORT_TEXT } from './text';

const StyledExport = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm};

  & [data-export-status] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export interface LeadExportButtonProps {
  /** What to export: the search's criteria and order (type 3), or the chosen leads (type 4). */
  request: LeadExportRequest;
  /** The button's words. */
  label: string;
  disabled?: boolean;
}

/**
 * Exports leads as a CSV (spec 02 §7.7 `POST leadExport`): the server makes the file as a job; the
 * button follows it ('Exporting… n of m rows') and downloads it when done. Nothing matched: nothing
 * is downloaded and the domain's message says so (spec 01 §8).
 */
export function LeadExportButton({ request, label, disabled = false }: LeadExportButtonProps) {
  const client = useApiClient();
  const create = useCreateLeadExport();
  const [exportId, setExportId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const followed = useLeadExport(exportId);
  const saved = useRef<number | null>(null);
  const current = exportId === null ? undefined : followed.data;
  const running = exportId !== null && (!current || current.status === 'queued' || current.status === 'running');
  const finished = running ? undefined : current;

  // A finished file is saved once (the polled answer carries the CSV; read it again if this one did not).
  useEffect(() => {
    if (finished?.status !== 'done' || exportId === null || saved.current === exportId) return;
    saved.current = exportId;
    void (finished.csv !== undefined ? Promise.resolve(finished) : getLeadExport(client, exportId)).then((done) =>
      saveFile(new Blob([done.csv ?? ''], { type: 'text/csv;charset=utf-8' }), done.file_name ?? 'leads.csv'),
    );
  }, [client, finished, exportId]);

  const start = async () => {
    setRefusal(undefined);
    try {
      const queued = await create.trigger(request);
      setExportId(queued.lead_export_id);
    } catch (failure) {
      setExportId(null);
      setRefusal(describeError(failure));
    }
  };

  const status = running
    ? current?.status === 'running'
      ? LEAD_EXPORT_TEXT.progress(current.rows_done, current.row_count)
      : LEAD_EXPORT_TEXT.queued
    : finished?.status === 'empty'
      ? EMPTY_EXPORT_MESSAGE
      : finished?.status === 'done'
        ? LEAD_EXPORT_TEXT.done(finished.row_count ?? 0, finished.file_name ?? '')
        : '';
  const alert = refusal ?? (finished?.status === 'failed' ? (finished.message ?? '') : undefined);
  return (
    <StyledExport>
      <Button variant="secondary" disabled={disabled || running} loading={running} onClick={() => void start()}>
        {label}
      </Button>
      {/* A polite live region (not role=status: the results page's summary is the page's status). */}
      <span aria-live="polite" data-export-status>
        {status}
      </span>
      {alert ? <span role="alert">{alert}</span> : null}
    </StyledExport>
  );
}
