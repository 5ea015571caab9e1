import { NEW_LEAD_MESSAGES } from '@meridian/domain';
import { useToasts } from '@meridian/ui';
import { useState } from 'react';
import { NewLeadDialog } from './NewLeadDialog';
import { useSaveLeadNote } from './notes';
import type { NewLeadForFormProps } from '../../shared/newLeadSlot';

/**
 * New Lead opened from another form with its data (spec 02 §4.2): Add creates the lead, saves the
 * notes as a conversation note, and hands the lead back to be selected — there is no navigation.
 */
export function NewLeadForForm({ prefill, onClose, onSelected }: NewLeadForFormProps) {
  const toasts = useToasts();
  const saveNote = useSaveLeadNote();
  const [now] = useState(() => new Date());
  return (
    <NewLeadDialog
      now={now}
      prefill={prefill}
      onClose={onClose}
      onCreated={async ({ lead_id, name, notes }) => {
        toasts.push({ type: 'success', message: NEW_LEAD_MESSAGES.created });
        if (notes) await saveNote(lead_id, notes);
        onSelected({ lead_id, name });
      }}
    />
  );
}
