import { describeError, getSignedSoaPdf, type SoaRecord, type SoaRuleRow } from '@meridian/api';
import { useApiClient, useSoaRules, useSoaSearch } from '@meridian/api/react';
import {
  formatCentralDateTime,
  SOA_PROCESS_TYPE_LABELS,
  SOA_STATUS_LABELS,
  SOA_WAITING_PERIOD_RULES,
  soaAppointmentRuleNote,
  soaRecordStatus,
  type SoaWaitingPeriodRule,
} from '@meridian/domain';
import { Banner, Button, DataTable, type DataTableColumn } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { PRINT_SECTION_ATTRIBUTE, printSections } from '../../shared/print/print';

const TEXT = {
  title: 'Scope of Appointment',
  caption: "The lead's Scope of Appointment requests",
  empty: 'No Scope of Appointment has been sent to this lead.',
  failed: 'The Scope of Appointment records could not be loaded.',
  type: 'Type',
  status: 'Status',
  sent: 'Sent',
  signed: 'Signed',
  appointment: 'Appointment',
  pdf: 'Signed SOA (PDF)',
  pdfFailed: 'The signed SOA could not be downloaded.',
  print: 'Print records',
} as const;

const StyledPrintButton = styled(Button)`
  align-self: flex-start;
`;

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  grid-column: 1 / -1;
  min-width: 0;
  /* Room for the heading and a few rows, so the page does not jump when the records arrive. */
  min-height: 160px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
`;

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The waiting-period rows of `GET soa/rules`, or the domain's table until they arrive. */
function waitingPeriodRules(rows: readonly SoaRuleRow[] | undefined): readonly SoaWaitingPeriodRule[] {
  const rules = (rows ?? []).flatMap((row) =>
    row.kind === 'waiting_period' && row.waiting_hours !== null
      ? [
          {
            effective_from: row.effective_from,
            waiting_hours: row.waiting_hours,
            applies_to_unscheduled: row.applies_to_unscheduled ?? false,
          },
        ]
      : [],
  );
  return rules.length > 0 ? rules : SOA_WAITING_PERIOD_RULES;
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The lead's SOA records (spec 02 §3.10, §7.2 `soa/search`): type, status, when sent and signed,
 * the appointment date with the waiting-period rule in effect on that date (only where a wait
 * applies), and the signed PDF for signed ones.
 */
export function SoaRecordsPanel({ leadId }: { leadId: number }) {
  const client = useApiClient();
  const soas = useSoaSearch(leadId);
  const rules = useSoaRules();
  const [downloadError, setDownloadError] = useState<string>();
  const [now] = useState(() => new Date());
  const waiting = useMemo(() => waitingPeriodRules(rules.data?.rules), [rules.data]);

  const download = async (soa: SoaRecord) => {
    setDownloadError(undefined);
    try {
      saveFile(await getSignedSoaPdf(client, soa.soa_id), `scope-of-appointment-${soa.soa_id}.pdf`);
    } catch (error) {
      setDownloadError(describeError(error));
    }
  };

  const columns: ReadonlyArray<DataTableColumn<SoaRecord>> = [
    {
      id: 'process_type',
      header: TEXT.type,
      accessor: (s) => SOA_PROCESS_TYPE_LABELS[s.process_type],
      sortable: false,
      width: '112px',
    },
    {
      id: 'status',
      header: TEXT.status,
      accessor: (s) => SOA_STATUS_LABELS[soaRecordStatus(s, now)],
      sortable: false,
      width: '96px',
    },
    { id: 'created_at', header: TEXT.sent, accessor: (s) => formatCentralDateTime(s.created_at), sortable: false },
    {
      id: 'signed_at',
      header: TEXT.signed,
      accessor: (s) => (s.signed_at ? formatCentralDateTime(s.signed_at) : ''),
      sortable: false,
    },
    {
      id: 'appointment_date',
      header: TEXT.appointment,
      accessor: 'appointment_date',
      sortable: false,
      cell: (s) => {
        const note = s.appointment_date
          ? soaAppointmentRuleNote(
              { appointmentAt: s.appointment_date, unscheduled: s.contact_method === 'Walk in' },
              waiting,
            )
          : undefined;
        return (
          <>
            {s.appointment_date}
            {note ? <StyledNote>{note}</StyledNote> : null}
          </>
        );
      },
    },
    {
      id: 'pdf',
      header: TEXT.pdf,
      accessor: (s) => (s.has_pdf ? 1 : 0),
      sortable: false,
      cell: (s) =>
        s.has_pdf ? (
          <Button variant="invisible" size="small" onClick={() => void download(s)}>
            {TEXT.pdf}
          </Button>
        ) : null,
    },
  ];

  return (
    <StyledPanel aria-labelledby="lead-soa-records" {...{ [PRINT_SECTION_ATTRIBUTE]: 'lead-soa-records' }}>
      <h2 id="lead-soa-records">{TEXT.title}</h2>
      {downloadError ? (
        <Banner variant="alert" title={TEXT.pdfFailed}>
          {downloadError}
        </Banner>
      ) : null}
      {soas.data && soas.data.result.length === 0 ? (
        <StyledMuted>{TEXT.empty}</StyledMuted>
      ) : (
        <DataTable
          // A lead has a few of these: two placeholder rows while they load.
          placeholderRows={2}
          caption={TEXT.caption}
          hideCaption
          manual
          columns={columns}
          data={soas.data?.result ?? []}
          getRowId={(s) => String(s.soa_id)}
          loading={!soas.data && !soas.error}
          error={soas.error ? TEXT.failed : undefined}
          emptyText={TEXT.empty}
        />
      )}
      {soas.data && soas.data.result.length > 0 ? (
        // The records alone on paper, under the lead's header (the lead page's Print chooses more).
        <StyledPrintButton size="small" onClick={() => void printSections(new Set(['lead-soa-records']))}>
          {TEXT.print}
        </StyledPrintButton>
      ) : null}
    </StyledPanel>
  );
}
