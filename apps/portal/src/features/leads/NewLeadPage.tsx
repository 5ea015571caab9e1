import { NEW_LEAD_MESSAGES } from '@meridian/domain';
import { useToasts } from '@meridian/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MENU_PATHS } from '../../routes';
import type { LeadPageState } from './LeadPage';
import { NewLeadDialog, type NewLeadCreated } from './NewLeadDialog';
import { useSaveLeadNote } from './notes';

/**
 * `/lead/new` (the sidebar +, the quick actions): the New Lead dialog over the page the user came
 * from. Add goes to the new lead; Add + Details goes there with Lead Details open (spec 02 §4.2).
 */
export function NewLeadPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toasts = useToasts();
  const saveNote = useSaveLeadNote();
  const [now] = useState(() => new Date());

  const close = () => (location.key !== 'default' ? navigate(-1) : navigate(MENU_PATHS.leads, { replace: true }));
  const onCreated = async ({ lead_id, openDetails, notes }: NewLeadCreated) => {
    toasts.push({ type: 'success', message: NEW_LEAD_MESSAGES.created });
    if (notes) await saveNote(lead_id, notes);
    navigate(`/lead/${lead_id}`, { replace: true, state: { openDetails } satisfies LeadPageState });
  };
  return <NewLeadDialog now={now} onClose={close} onCreated={onCreated} />;
}
