import { describeError, type LeadComplianceItem } from '@meridian/api';
import { useLeadCompliance } from '@meridian/api/react';
import { COMPLIANCE_STATUS_TEXT } from '@meridian/domain';
import { styled } from 'styled-components';
import { Panel } from './LeadPanels';
import { StyledMuted, StyledSkeleton } from './styles';

export const COMPLIANCE_TEXT = {
  title: 'Compliance Checklist',
  loading: 'Loading the compliance checklist…',
  loadFailed: 'The compliance checklist could not be loaded.',
} as const;

const StyledItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  & > li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space[2]}px;
    align-items: start;
  }
  & svg {
    margin-top: 2px;
  }
  & [data-state='met'] {
    color: ${({ theme }) => theme.color.success};
  }
  & [data-state='not-met'] {
    color: ${({ theme }) => theme.color.danger};
  }
  & .status {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & .detail {
    grid-column: 2;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A check for met, a cross for not met: the shape tells them apart, the words say it. */
function StatusIcon({ met }: { met: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-state={met ? 'met' : 'not-met'}
    >
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {met ? (
        <path d="M4.5 8.2 7 10.5l4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      ) : (
        <path d="m5.5 5.5 5 5m0-5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      )}
    </svg>
  );
}

function ChecklistItem({ item }: { item: LeadComplianceItem }) {
  const status = item.met ? COMPLIANCE_STATUS_TEXT.met : COMPLIANCE_STATUS_TEXT.notMet;
  return (
    <li data-item={item.key}>
      <StatusIcon met={item.met} />
      <span>
        <strong>{item.label}</strong>:{' '}
        <span className="status" data-state={item.met ? 'met' : 'not-met'}>
          {status}
        </span>
      </span>
      <span className="detail">{item.detail}</span>
    </li>
  );
}

/**
 * The lead's compliance checklist (issue 13, beyond the spec's anchors): permission to contact by
 * each channel, a recorded call and a writing number for the product, each met or not in words and
 * with an icon, with what explains it. It reads its own data; a Lead Details save reads it again.
 */
export function ComplianceChecklistPanel({ leadId }: { leadId: number }) {
  const { data, error } = useLeadCompliance(leadId);
  return (
    <Panel id="lead-compliance" title={COMPLIANCE_TEXT.title}>
      {error ? (
        <StyledMuted role="alert">
          {COMPLIANCE_TEXT.loadFailed} {describeError(error)}
        </StyledMuted>
      ) : !data ? (
        <StyledSkeleton aria-busy="true" aria-label={COMPLIANCE_TEXT.loading} />
      ) : (
        <StyledItems>
          {data.items.map((item) => (
            <ChecklistItem key={item.key} item={item} />
          ))}
        </StyledItems>
      )}
    </Panel>
  );
}
