import type { ApiClient } from '../core/client';
import { ConversationLogStruct } from './contract';

/** `GET lead/{leadId}/conversationLog/`: the lead's time line, newest first (at most CONVERSATION_LOG_LIMIT entries). */
export async function getConversationLog(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getConversationLog',
      method: 'GET',
      path: `lead/${leadId}/conversationLog/`,
      struct: ConversationLogStruct,
    })
  ).data;
}
