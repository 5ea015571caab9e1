import type { LeadLastUpdated } from '@meridian/api';
import { formatCentralDate, LEAD_MESSAGES, leadLastUpdatedHeader } from '@meridian/domain';
import { IconButton, Tooltip } from '@meridian/ui';
import { styled } from 'styled-components';
import { HelpIcon } from '../../shell/icons';

export const LEDGER_TEXT = {
  goesAway: 'Once you update the client information, this list of changes goes away.',
  help: 'Changes the client made through the self-service page since an agent last saved this lead.',
  helpLabel: 'About client self-service changes',
  field: 'Field',
  previous: 'Previous Information',
  updated: 'Updated Information',
} as const;

/** Holds the help button beside the summary line (a button inside `<summary>` would be nested interactive content). */
const StyledLedgerFrame = styled.div`
  position: relative;

  & > [data-ledger-help] {
    position: absolute;
    top: ${({ theme }) => theme.space[1]}px;
    right: ${({ theme }) => theme.space[1]}px;
  }
  & > details > summary {
    padding-right: ${({ theme }) => theme.space[6]}px;
  }
`;

const StyledLedger = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;

  & > summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* Collapsed with changes to review: highlighted. */
  &:not([open])[data-changes] {
    border-color: ${({ theme }) => theme.color.warningMuted};
    background: ${({ theme }) => theme.color.warningSubtle};
  }
  & p {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & table {
    width: 100%;
    margin-top: ${({ theme }) => theme.space[2]}px;
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
`;

const StyledDisabled = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The ledger's rows: one per changed field, from the answer's single-key objects. */
export function ledgerRows(ledger: LeadLastUpdated): Array<{ field: string; previous: string; updated: string }> {
  return ledger.Updated.flatMap((change) =>
    Object.entries(change).map(([field, values]) => ({ field, previous: values.old ?? '', updated: values.new ?? '' })),
  );
}

/**
 * The lead's last-updated panel (spec 02 §2.3): hidden without a date; shown but not expandable when
 * the last change was not the client's; expandable with the client's changes otherwise, highlighted
 * while collapsed.
 */
export function LastUpdatedPanel({ ledger }: { ledger: LeadLastUpdated | undefined }) {
  if (!ledger?.lead_last_updated) return null;
  const header = leadLastUpdatedHeader(formatCentralDate(ledger.lead_last_updated), ledger.lead_last_updated_by ?? '');
  if (!ledger.self_service) return <StyledDisabled aria-disabled="true">{header}</StyledDisabled>;
  const rows = ledgerRows(ledger);
  return (
    <StyledLedgerFrame>
      <StyledLedger data-changes={rows.length ? '' : undefined}>
        <summary>{header}</summary>
        <p>{LEAD_MESSAGES.ledgerNote}</p>
        <p>{LEDGER_TEXT.goesAway}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{LEDGER_TEXT.field}</th>
              <th scope="col">{LEDGER_TEXT.previous}</th>
              <th scope="col">{LEDGER_TEXT.updated}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <td>{row.field}</td>
                <td>{row.previous}</td>
                <td>{row.updated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StyledLedger>
      <span data-ledger-help="">
        <Tooltip content={LEDGER_TEXT.help}>
          <IconButton icon={<HelpIcon />} aria-label={LEDGER_TEXT.helpLabel} variant="invisible" size="small" />
        </Tooltip>
      </span>
    </StyledLedgerFrame>
  );
}
