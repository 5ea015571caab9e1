// The lead page's disposition form (spec 02 §1, §3.1): one of the account's active dispositions and
// an optional note, checked by the domain's validateDispositionRecord as the server checks it.
import { useRecordLeadDisposition } from '@meridian/api/react';
import { DISPOSITION_MESSAGES, validateDispositionRecord } from '@meridian/domain';
import { useDraftForm } from '../../forms/useDraftForm';

export interface DispositionDraft {
  /** The chosen dispo_id as the select holds it; null until one is chosen. */
  dispo_id: string | null;
  dispo_log: string;
}

const EMPTY: DispositionDraft = { dispo_id: null, dispo_log: '' };

/** The draft, its messages, and `save()`: records it, then starts a fresh draft (success 15 s, error 30 s). */
export function useRecordDisposition(leadId: number) {
  const form = useDraftForm<DispositionDraft>({ initial: EMPTY, validate: validateDispositionRecord });
  const { trigger } = useRecordLeadDisposition(leadId);
  const save = async () => {
    if (!form.valid) {
      form.touch('dispo_id');
      form.touch('dispo_log');
      return false;
    }
    return form.submit(async (values) => {
      const note = values.dispo_log.trim();
      await trigger({ dispo_id: Number(values.dispo_id), ...(note ? { dispo_log: note } : {}) });
      form.reset(EMPTY);
    }, DISPOSITION_MESSAGES.saved);
  };
  return { ...form, save };
}
