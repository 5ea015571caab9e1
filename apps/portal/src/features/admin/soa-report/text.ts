import type { SoaStatus } from '@meridian/domain';

// The admin SOA Report screen's words (the SOA issue). The spec quotes the invalid-field pattern
// ('{field} has an invalid format.', spec 02 §5) and the no-results line the server answers.
export const SOA_REPORT_TEXT = {
  title: 'SOA Report',
  intro: 'Scope of appointment records of this account, as evidence for an audit.',
  filtersLabel: 'SOA report filters',
  agentLabel: 'Agent',
  agentHint: 'Empty for every agent',
  agentsEmpty: 'No user matches',
  fromLabel: 'Sent from',
  toLabel: 'Sent to',
  dateHint: 'MM/DD/YYYY',
  statusLabel: 'Status',
  statusAny: 'Any',
  show: 'Show SOAs',
  download: 'Download CSV',
  tableCaption: 'SOAs matching the filters',
  loading: 'Loading SOAs…',
  notRun: 'Choose filters and select Show SOAs.',
  summary: (total: number) => `${total} ${total === 1 ? 'SOA matches' : 'SOAs match'}.`,
  downloaded: (fileName: string) => `Downloaded ${fileName}.`,
  invalidDate: (field: string) => `${field} has an invalid format.`,
  status: { sent: 'Sent', signed: 'Signed', expired: 'Expired', cancelled: 'Cancelled' } satisfies Record<
    SoaStatus,
    string
  >,
} as const;
