// The public API of the conversation-log feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ConversationLogEntryStruct,
  ConversationLogStruct,
  type ConversationLog,
  type ConversationLogEntry,
} from './contract';
export { getConversationLog } from './calls';
