/** What the Lead Details sections share: their props, the titled section and the option lists. */
import {
  CONTACT_RELATIONSHIPS,
  LEAD_PHONE_TYPES,
  MARITAL_STATUSES,
  US_STATES,
  maxLengthHint,
  showsMaxLengthHint,
} from '@meridian/domain';
import { Field } from '@meridian/ui';
import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { LeadDetailsForm } from './leadDetailsForm';

/** What every section gets from the dialog's draft. */
export interface SectionProps {
  values: LeadDetailsForm;
  set<K extends keyof LeadDetailsForm>(key: K, value: LeadDetailsForm[K]): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
}

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;

  & > h3 {
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space[1]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & p,
  & ul {
    margin: 0;
  }
`;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StyledSection aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </StyledSection>
  );
}

const options = (list: ReadonlyArray<{ code: string; name: string }>) => [
  { value: '', label: 'Not specified' },
  ...list.map((item) => ({ value: item.code, label: item.name })),
];
export const MARITAL_OPTIONS = options(MARITAL_STATUSES);
export const RELATIONSHIP_OPTIONS = [
  { value: '', label: 'None' },
  ...CONTACT_RELATIONSHIPS.map((r) => ({ value: r, label: r })),
];
export const MEDICAID_STATE_OPTIONS = [
  { value: '', label: 'None' },
  ...US_STATES.map((s) => ({ value: s.abbreviation, label: s.name })),
];
export const PHONE_TYPE_OPTIONS = LEAD_PHONE_TYPES.map((t) => ({ value: t, label: t }));

export function LengthHint({ value, max }: { value: string; max: number }) {
  return showsMaxLengthHint(value, max) ? <Field.Hint>{maxLengthHint(max)}</Field.Hint> : null;
}
