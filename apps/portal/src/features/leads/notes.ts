// Conversation notes of a lead (spec 02 §4.2, §7.1, §8): the New Lead dialog's Notes box is saved as
// one after the lead is added, the lead page adds more; a failure is an error toast with the server's message.
import { describeError } from '@meridian/api';
import { useAddConversationNote } from '@meridian/api/react';
import { useToasts } from '@meridian/ui';
import { useCallback } from 'react';
import { useSession } from '../../session/SessionProvider';

/** Saves a note on a lead as the signed-in user; answers whether it was saved (a failure is toasted). */
export function useSaveLeadNote() {
  const toasts = useToasts();
  const { user } = useSession();
  const { trigger } = useAddConversationNote();
  return useCallback(
    async (leadId: number, note: string): Promise<boolean> => {
      try {
        await trigger({ leadId, lead_id: leadId, note, user_id: user.user_id });
        return true;
      } catch (failure) {
        toasts.push({ type: 'alert', message: describeError(failure) });
        return false;
      }
    },
    [toasts, trigger, user.user_id],
  );
}
