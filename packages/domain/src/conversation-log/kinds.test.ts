import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_LOG_FILTERS,
  CONVERSATION_LOG_KINDS,
  conversationLogHeading,
  type ConversationLogFacts,
} from './kinds';

describe('conversationLogHeading', () => {
  it.each<{ entry: ConversationLogFacts; expected: string }>([
    { entry: { kind: 'note' }, expected: 'Note added' },
    { entry: { kind: 'disposition', dispo_name: 'Quoted' }, expected: 'Disposition: Quoted' },
    { entry: { kind: 'call', phone: '3125550142', status: 'requested' }, expected: 'Call to (312) 555-0142' },
    { entry: { kind: 'call', phone: '3125550142', status: 'failed' }, expected: 'Call to (312) 555-0142 failed' },
    { entry: { kind: 'soa_sent', process_type: 'Enhanced' }, expected: 'SOA sent (Enhanced)' },
    { entry: { kind: 'soa_signed', process_type: 'SOAF2F' }, expected: 'SOA signed (Face to face)' },
    { entry: { kind: 'appointment', title: 'Plan review' }, expected: 'Appointment added: Plan review' },
    { entry: { kind: 'task', title: 'Call back' }, expected: 'Task added: Call back' },
  ])('when the entry is $entry then its heading is "$expected"', ({ entry, expected }) => {
    expect(conversationLogHeading(entry)).toBe(expected);
  });
});

describe('CONVERSATION_LOG_FILTERS', () => {
  it('offers everything first, and each kind in exactly one other filter', () => {
    expect(CONVERSATION_LOG_FILTERS[0].kinds).toEqual(CONVERSATION_LOG_KINDS);
    const rest = CONVERSATION_LOG_FILTERS.slice(1).flatMap((f) => [...f.kinds]);
    expect([...rest].sort()).toEqual([...CONVERSATION_LOG_KINDS].sort());
  });
});
