import { describe, expect, it } from 'vitest';
import {
  DISPOSITION_MESSAGES,
  DISPOSITION_NOTE_MAX_LENGTH,
  isDispositionId,
  validateDispositionRecord,
} from './disposition';

// Spec 02 §1, §3.1: a lead keeps its dispositions with their history. The form's messages use the
// spec's family of §5.1 ('{field} is required.', '{field} has an invalid length.').
describe('validateDispositionRecord', () => {
  it.each([
    { input: { dispo_id: 3, dispo_log: 'Called, left a message' }, expected: {} },
    { input: { dispo_id: '12' }, expected: {} },
    { input: { dispo_id: 3, dispo_log: 'x'.repeat(DISPOSITION_NOTE_MAX_LENGTH) }, expected: {} },
    // An emoji is one character as users count them.
    { input: { dispo_id: 3, dispo_log: '😀'.repeat(DISPOSITION_NOTE_MAX_LENGTH) }, expected: {} },
    { input: {}, expected: { dispo_id: DISPOSITION_MESSAGES.dispoRequired } },
    { input: { dispo_id: '' }, expected: { dispo_id: DISPOSITION_MESSAGES.dispoRequired } },
    { input: { dispo_id: 0 }, expected: { dispo_id: DISPOSITION_MESSAGES.dispoRequired } },
    { input: { dispo_id: -4 }, expected: { dispo_id: DISPOSITION_MESSAGES.dispoRequired } },
    { input: { dispo_id: 2.5 }, expected: { dispo_id: DISPOSITION_MESSAGES.dispoRequired } },
    { input: { dispo_id: 'abc' }, expected: { dispo_id: DISPOSITION_MESSAGES.dispoRequired } },
    {
      input: { dispo_id: 3, dispo_log: 'x'.repeat(DISPOSITION_NOTE_MAX_LENGTH + 1) },
      expected: { dispo_log: 'Note has an invalid length.' },
    },
    {
      input: { dispo_id: null, dispo_log: 'x'.repeat(DISPOSITION_NOTE_MAX_LENGTH + 1) },
      expected: { dispo_id: 'Disposition is required.', dispo_log: DISPOSITION_MESSAGES.noteTooLong },
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateDispositionRecord(input)).toEqual(expected);
  });

  it.each([
    { input: 7, expected: true },
    { input: ' 7 ', expected: true },
    { input: '07a', expected: false },
    { input: undefined, expected: false },
    { input: 1e12, expected: false },
  ])('isDispositionId($input) is $expected', ({ input, expected }) => {
    expect(isDispositionId(input)).toBe(expected);
  });
});
