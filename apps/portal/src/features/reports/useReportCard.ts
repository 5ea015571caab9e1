import { describeError, type ReportFilters } from '@meridian/api';
import { useReportDownload } from '@meridian/api/react';
import { EMPTY_EXPORT_MESSAGE, REPORT_MESSAGES, toSearchDate, type ReportType } from '@meridian/domain';
import { useState } from 'react';
import { saveFile } from '../../shared/saveFile';
import { REPORTS_TEXT as T } from './text';

export interface ReportCardFilters {
  from: string;
  to: string;
  /** A user id as text ('0': Unassigned); null: any agent. */
  agent: string | null;
  disposition: string | null;
  source: string | null;
  appDisposition: string | null;
}

export const EMPTY_REPORT_FILTERS: ReportCardFilters = {
  from: '',
  to: '',
  agent: null,
  disposition: null,
  source: null,
  appDisposition: null,
};

type DateErrors = Partial<Record<'from' | 'to', string>>;

const id = (value: string | null) => (value === null ? undefined : Number(value));

/** The report call's body: empty filters are left out. */
export function reportFilters(filters: ReportCardFilters): ReportFilters {
  const body: ReportFilters = {
    date_from: filters.from.trim() || undefined,
    date_to: filters.to.trim() || undefined,
    user_id: id(filters.agent),
    lead_dispo_id: id(filters.disposition),
    lead_vendor_id: id(filters.source),
    app_dispo_id: id(filters.appDisposition),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as ReportFilters;
}

/**
 * One report of the list: its filters, their date errors, and Download CSV, which runs the report and
 * saves its CSV — or, when nothing matches, says so and saves nothing (spec 01 §8).
 */
export function useReportCard(type: ReportType) {
  const download = useReportDownload(type);
  const [filters, setFilters] = useState<ReportCardFilters>(EMPTY_REPORT_FILTERS);
  const [errors, setErrors] = useState<DateErrors>({});
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  async function run() {
    const problems: DateErrors = {};
    const fromLabel = T.fromLabel[type] ?? '';
    const toLabel = T.toLabel[type] ?? '';
    if (filters.from.trim() && !toSearchDate(filters.from)) problems.from = T.invalidDate(fromLabel);
    if (filters.to.trim() && !toSearchDate(filters.to)) problems.to = T.invalidDate(toLabel);
    const from = toSearchDate(filters.from);
    const to = toSearchDate(filters.to);
    if (!problems.from && !problems.to && from && to && to < from)
      problems.to = REPORT_MESSAGES.toBeforeFrom(toLabel, fromLabel.toLowerCase());
    setErrors(problems);
    if (problems.from || problems.to) return;
    setNotice(undefined);
    setError(undefined);
    try {
      const file = await download.trigger(reportFilters(filters));
      if (file.file_name === null) {
        setNotice(EMPTY_EXPORT_MESSAGE);
        return;
      }
      // Named by report type, user id and time (spec 01 §9): the server's name says the same.
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.file_name);
      setNotice(T.downloaded(file.file_name, file.row_count));
    } catch (caught) {
      setError(describeError(caught));
    }
  }

  return {
    filters,
    set: <K extends keyof ReportCardFilters>(key: K, value: ReportCardFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    errors,
    notice,
    error,
    running: download.isMutating,
    download: run,
  };
}
