import { useBulkSoaEmailDisabled, useLead } from '@meridian/api/react';
import { useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { SoaFlow } from './SoaFlow';
import type { SoaChoice, SoaDialogLead } from './types';
import { soaAgentOf, useSoaActions, useSoaRuleTables } from './useSoaActions';

export interface LeadSoaDialogsProps {
  leadId: number;
  choice: SoaChoice;
  onClose(): void;
  /** Opens the Lead Details dialog for the lead (the eSOA Requirements dialog's Update Lead). */
  onUpdateLead(): void;
}

/**
 * The SOA dialogs of a lead, with their data: the lead (reloaded after an email draft), the signed-in
 * agent, the bulk SOA email flag, the disclaimers, the rule tables and the sends.
 */
export function LeadSoaDialogs({ leadId, choice, onClose, onUpdateLead }: LeadSoaDialogsProps) {
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const lead = useLead(leadId);
  const bulk = useBulkSoaEmailDisabled();
  const soaLead = lead.data as SoaDialogLead | undefined;
  const actions = useSoaActions(soaLead, user);
  const rules = useSoaRuleTables();
  // The step is decided once the lead and the bulk email switch are known (the dialogs open then).
  if (!soaLead || (bulk.data === undefined && bulk.error === undefined)) return null;
  return (
    <SoaFlow
      choice={choice}
      lead={soaLead}
      leadName={`${soaLead.fname ?? ''} ${soaLead.lname ?? ''}`.trim()}
      agent={soaAgentOf(user)}
      now={now}
      bulkSoaEmailDisabled={bulk.data?.disable_bulk_soa_email === true}
      sendActions={actions.send}
      faceToFaceActions={actions.faceToFace}
      disclaimers={actions.disclaimers}
      disclaimersError={actions.disclaimersError}
      waitingPeriodRules={rules.waitingPeriodRules}
      retentionRules={rules.retentionRules}
      onClose={onClose}
      onUpdateLead={onUpdateLead}
    />
  );
}
