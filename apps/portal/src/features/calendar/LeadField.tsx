import { Button } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LeadSearchPanel } from './LeadSearchPanel';
import { StyledAssigned } from './styles';
import { CALENDAR_TEXT } from './text';

export interface AssignedLead {
  lead_id: number;
  name: string;
}

export interface LeadFieldProps {
  accountId: number;
  lead: AssignedLead | null;
  /** Edit mode: only the lead's link shows (spec 02 §4.5). */
  editing: boolean;
  onChange(lead: AssignedLead | null): void;
}

/** Assign Lead: the search panel behind a toggle, the chosen lead with Remove (add mode) or its link (edit mode). */
export function LeadField({ accountId, lead, editing, onChange }: LeadFieldProps) {
  const [searching, setSearching] = useState(false);
  // A lead chosen in the panel (a result row, or New Lead's Add) takes the panel away: focus goes
  // to the assigned lead's Remove so the keyboard user stays in the form.
  const [assigned, setAssigned] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (assigned && lead) removeRef.current?.focus();
  }, [assigned, lead]);
  const link = lead ? <Link to={`/lead/${lead.lead_id}`}>{lead.name || `#${lead.lead_id}`}</Link> : null;
  if (editing)
    return link ? (
      <StyledAssigned>
        {CALENDAR_TEXT.lead}: {link}
      </StyledAssigned>
    ) : null;
  if (lead)
    return (
      <StyledAssigned>
        {CALENDAR_TEXT.lead}: {link}
        <Button ref={removeRef} size="small" onClick={() => onChange(null)}>
          {CALENDAR_TEXT.removeLead}
        </Button>
      </StyledAssigned>
    );
  return (
    <>
      <StyledAssigned>
        <Button size="small" aria-expanded={searching} onClick={() => setSearching((s) => !s)}>
          {CALENDAR_TEXT.assignLead}
        </Button>
      </StyledAssigned>
      {searching ? (
        <LeadSearchPanel
          accountId={accountId}
          onAssign={(chosen) => {
            setSearching(false);
            setAssigned(true);
            onChange(chosen);
          }}
        />
      ) : null}
    </>
  );
}
