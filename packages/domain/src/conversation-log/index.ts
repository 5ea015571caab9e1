// The public API of the conversation-log feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  CONVERSATION_LOG_FILTERS,
  CONVERSATION_LOG_KINDS,
  CONVERSATION_LOG_LIMIT,
  conversationLogHeading,
} from './kinds';
export type { ConversationLogFacts, ConversationLogFilter, ConversationLogKind } from './kinds';
