// Bulk Enhanced SOA hooks: the send (eSignature id, then the send) and its progress, polled until done.
import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ENHANCED_SOA_TEMPLATE_TYPE_ID } from '@meridian/domain';
import { useApiClient } from '../react/core';
import { followJob } from '../react/follow';
import { apiKeys } from '../react/keys';
import { getBulkSoaSend, isBulkSoaSendFinished, type BulkSoaSendProgress } from './bulk';
import { getEsignatureId, sendEnhancedSoaInvite } from './calls';

export interface BulkSoaSendInput {
  /** The agent sending (self_service_email_requestor_user_id). */
  userId: number;
  leadIds: number[];
  /** The name the agent e-signs with; its eSignature id is looked up (or recorded). */
  signatureName: string;
  customMessage: string;
}

/**
 * Sends an Enhanced SOA to several leads (`POST esignature/byName`, then `POST
 * SelfServiceEmailControl/send` without a process type). Answers the send's answer: success '1' with
 * bulk_send_id, or success '0' with the refusal to show.
 */
export function useSendBulkSoa() {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.sendBulkSoa(),
    async (_key, { arg }: { arg: BulkSoaSendInput }) => {
      const signature = await getEsignatureId(client, { signature_name: arg.signatureName });
      return sendEnhancedSoaInvite(client, {
        self_service_email_requestor_user_id: arg.userId,
        lead_id_list: arg.leadIds,
        self_service_email_template_type_id: ENHANCED_SOA_TEMPLATE_TYPE_ID,
        esignature_id: signature.esignature_id,
        agent_custom_message: arg.customMessage,
      });
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/**
 * A bulk send's progress (`GET SelfServiceEmailControl/bulk/{id}`), read again every `intervalMs` until it
 * has finished. The send goes on in the background even while the server restarts, so a read that fails
 * without an answer (no connection) or with a server error is tried again, waiting twice as long each time
 * up to 8 s, until the server answers; a refusal (4xx) is not.
 */
export function useBulkSoaSend(bulkSendId: number | null, intervalMs = 1_000): SWRResponse<BulkSoaSendProgress> {
  const client = useApiClient();
  return useSWR<BulkSoaSendProgress>(
    bulkSendId ? apiKeys.bulkSoaSend(bulkSendId) : null,
    () => getBulkSoaSend(client, bulkSendId!),
    followJob<BulkSoaSendProgress>(intervalMs, (latest) => isBulkSoaSendFinished(latest.status)),
  );
}
