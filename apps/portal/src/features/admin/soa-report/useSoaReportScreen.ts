import { describeError, type SoaReportAnswer, type SoaReportCriteria } from '@meridian/api';
import { useSoaReport } from '@meridian/api/react';
import { exportFileName, toSearchDate, type SoaStatus } from '@meridian/domain';
import Papa from 'papaparse';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveFile } from '../../../shared/saveFile';
import { SOA_REPORT_TEXT as T } from './text';

export interface SoaReportFilters {
  agent: string | null;
  from: string;
  to: string;
  status: SoaStatus | '';
}

/** One SOA of the report, as its CSV row says (the preview shows what the file holds). */
export interface SoaReportRow {
  /** The row's place in the file (the report names no id). */
  row: number;
  agent: string;
  lead_name: string;
  process_type: string;
  status: string;
  sent: string;
  signed: string;
  appointment_date: string;
}

const HEADERS: Record<string, Exclude<keyof SoaReportRow, 'row'>> = {
  Agent: 'agent',
  'Lead Name': 'lead_name',
  'Process Type': 'process_type',
  Status: 'status',
  Sent: 'sent',
  Signed: 'signed',
  'Appointment Date': 'appointment_date',
};

/** The report's CSV as rows (papaparse: RFC 4180 quoting, CRLF ends). */
export function soaReportRows(csv: string | undefined): SoaReportRow[] {
  if (!csv) return [];
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  return parsed.data.map((record, index) => {
    const row = { row: index + 1 } as SoaReportRow;
    for (const [header, key] of Object.entries(HEADERS)) row[key] = record[header] ?? '';
    return row;
  });
}

/** The report type that names the downloaded file. */
export const SOA_REPORT_TYPE = 'soa_report';

export const EMPTY_FILTERS: SoaReportFilters = { agent: null, from: '', to: '', status: '' };

type DateErrors = Partial<Record<'from' | 'to', string>>;

function dateErrors(filters: SoaReportFilters): DateErrors {
  const errors: DateErrors = {};
  if (filters.from.trim() && !toSearchDate(filters.from)) errors.from = T.invalidDate(T.fromLabel);
  if (filters.to.trim() && !toSearchDate(filters.to)) errors.to = T.invalidDate(T.toLabel);
  return errors;
}

/** The `soa/report` criteria of the filters: empty filters are left out. */
export function soaReportCriteria(filters: SoaReportFilters): SoaReportCriteria {
  return {
    ...(filters.agent ? { user_id: Number(filters.agent) } : {}),
    ...(filters.from.trim() ? { date_from: filters.from.trim() } : {}),
    ...(filters.to.trim() ? { date_to: filters.to.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/**
 * The SOA Report screen's model: the filters being edited, their date errors, the last answer
 * (its rows are the preview) and the two actions. Show runs the report; Download runs it and saves
 * the CSV, or says that nothing matched and saves nothing.
 */
export function useSoaReportScreen(userId: number) {
  const report = useSoaReport();
  const [filters, setFilters] = useState<SoaReportFilters>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<DateErrors>({});
  const [answer, setAnswer] = useState<SoaReportAnswer>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  const run = useCallback(
    async (next: SoaReportFilters, save: boolean) => {
      const problems = dateErrors(next);
      setErrors(problems);
      if (problems.from || problems.to) return;
      setError(undefined);
      setNotice(undefined);
      try {
        const result = await report.trigger(soaReportCriteria(next));
        setAnswer(result);
        if (!result.csv || result.total_records === 0) {
          setNotice(result.message);
          return;
        }
        if (save) {
          // Named as every CSV export is (spec 01 §9): report type, user id and time.
          const fileName = exportFileName(SOA_REPORT_TYPE, userId, new Date());
          saveFile(new Blob([result.csv], { type: 'text/csv;charset=utf-8' }), fileName);
          setNotice(T.downloaded(fileName));
        }
      } catch (caught) {
        setError(describeError(caught));
      }
    },
    [report, userId],
  );

  // The whole account's SOAs are shown when the screen opens (once: `run` changes with the mutation's state).
  useEffect(() => {
    void run(EMPTY_FILTERS, false);
  }, []);

  const rows = useMemo(() => soaReportRows(answer?.csv), [answer]);

  return {
    filters,
    set: <K extends keyof SoaReportFilters>(key: K, value: SoaReportFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    errors,
    rows,
    total: answer?.total_records,
    running: report.isMutating,
    notice,
    error,
    show: () => run(filters, false),
    download: () => run(filters, true),
  };
}
