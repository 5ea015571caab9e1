import { calculateAge, formatPostalAddress, type Lead } from '@meridian/domain';
import { Button, PageHeader } from '@meridian/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ClickToCall } from '../dialer';
import { ComplianceChecklistPanel } from './ComplianceChecklistPanel';
import { ContactPermissionsPanel, InstructionsPanel, Panel, TagsPanel } from './LeadPanels';
import { StyledFacts, StyledLeadPage, StyledMuted, StyledPanels, StyledSkeleton } from './styles';
import { LEAD_TEXT } from './text';

/** The parts of a lead the page shows (spec 02 §3.1 names). */
export type LeadSummary = Pick<
  Lead,
  | 'lead_id'
  | 'fname'
  | 'lname'
  | 'dob'
  | 'agent_fname'
  | 'agent_lname'
  | 'dispo_name'
  | 'disposition_date'
  | 'do_not_call'
  | 'do_not_email'
  | 'do_not_text'
  | 'do_not_mail'
> & {
  age?: number | null | undefined;
  default_phone?: { phone?: string | null } | null | undefined;
  default_email?: { email?: string | null } | null | undefined;
  default_address?: Parameters<typeof formatPostalAddress>[0];
  tags?: readonly string[] | null | undefined;
  lead_instructions?: readonly string[] | null | undefined;
};

export interface LeadPageViewProps {
  lead: LeadSummary;
  now: Date;
  /** Opens the Lead Details dialog. */
  onOpenDetails(): void;
  /** More header actions before Lead Details (the Scope of Appointment menu). */
  actions?: ReactNode;
  /** The notes panel (it reads and writes its own data). */
  notes?: ReactNode;
  /** The lead's appointments and tasks. */
  appointments?: ReactNode;
  /** The client self-service link panel. */
  clientPage?: ReactNode;
  /** The dispositions panel (history and the form to record one). */
  dispositions?: ReactNode;
  /** The conversation log: the lead's time line, the panels' full width. */
  log?: ReactNode;
  /** The current plans and applications panels. */
  coverage?: ReactNode;
}

const orNone = (value: string | null | undefined) => (value && value.trim() !== '' ? value : LEAD_TEXT.none);

/** The lead page's header and panels for a loaded lead. */
export function LeadPageView({
  lead,
  now,
  onOpenDetails,
  actions,
  notes,
  appointments,
  clientPage,
  dispositions,
  log,
  coverage,
}: LeadPageViewProps) {
  const name = `${lead.fname ?? ''} ${lead.lname ?? ''}`.trim();
  const age = lead.age ?? calculateAge(lead.dob, now);
  const agent = `${lead.agent_fname ?? ''} ${lead.agent_lname ?? ''}`.trim();
  const disposition = [lead.dispo_name, lead.disposition_date].filter((p) => p && p.trim() !== '').join(' · ');
  return (
    <StyledLeadPage aria-labelledby="lead-title">
      <PageHeader
        headingId="lead-title"
        title={name}
        actions={
          <>
            {actions}
            <Button onClick={onOpenDetails}>{LEAD_TEXT.leadDetails}</Button>
          </>
        }
      />
      <StyledFacts>
        <div>
          <dt>{LEAD_TEXT.age}</dt>
          <dd>{age === undefined || age === null ? LEAD_TEXT.none : age}</dd>
        </div>
        <div>
          <dt>{LEAD_TEXT.phone}</dt>
          <dd>
            {lead.default_phone?.phone ? (
              <ClickToCall
                phone={lead.default_phone.phone}
                leadId={lead.lead_id}
                doNotCall={lead.do_not_call === '1'}
              />
            ) : (
              LEAD_TEXT.none
            )}
          </dd>
        </div>
        <div>
          <dt>{LEAD_TEXT.email}</dt>
          <dd>{orNone(lead.default_email?.email)}</dd>
        </div>
        <div>
          <dt>{LEAD_TEXT.address}</dt>
          <dd>{orNone(formatPostalAddress(lead.default_address))}</dd>
        </div>
        <div>
          <dt>{LEAD_TEXT.agent}</dt>
          <dd>{orNone(agent)}</dd>
        </div>
        <div>
          <dt>{LEAD_TEXT.disposition}</dt>
          <dd>{orNone(disposition)}</dd>
        </div>
      </StyledFacts>
      <StyledPanels>
        <ContactPermissionsPanel lead={lead} />
        <ComplianceChecklistPanel leadId={lead.lead_id} />
        <TagsPanel tags={lead.tags ?? []} />
        <InstructionsPanel instructions={lead.lead_instructions ?? []} />
        {log}
        {notes}
        {appointments}
        {clientPage}
        {dispositions}
        {coverage}
      </StyledPanels>
    </StyledLeadPage>
  );
}

/** While the lead loads: the same places, reserved, so nothing jumps when it arrives. */
export function LeadPageSkeleton() {
  return (
    <StyledLeadPage aria-busy="true" aria-label={LEAD_TEXT.loading}>
      <StyledSkeleton style={{ height: 28 }} />
      <StyledFacts aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i}>
            <StyledSkeleton style={{ width: '60%', height: 16 }} />
            <StyledSkeleton style={{ width: '80%', height: 20 }} />
          </div>
        ))}
      </StyledFacts>
      <StyledPanels aria-hidden="true">
        {[LEAD_TEXT.contactPermissions, LEAD_TEXT.tags, LEAD_TEXT.leadInstructions].map((title) => (
          <Panel key={title} id={`lead-skeleton-${title}`} title={title}>
            <StyledSkeleton />
          </Panel>
        ))}
      </StyledPanels>
    </StyledLeadPage>
  );
}

/** Not found or no access (the server answers 404 for both). */
export function LeadNotFound() {
  return (
    <StyledLeadPage aria-labelledby="lead-not-found">
      <PageHeader headingId="lead-not-found" title={LEAD_TEXT.notFoundTitle} />
      <StyledMuted>{LEAD_TEXT.notFoundText}</StyledMuted>
      <Link to="/lead/search">{LEAD_TEXT.backToSearch}</Link>
    </StyledLeadPage>
  );
}
