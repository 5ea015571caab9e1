import { describe, expect, it } from 'vitest';
import { LEAD_IMPORT_ROW_OUTCOMES } from '../lead-import/vocabulary';
import { EMPTY_EXPORT_MESSAGE } from '../leads/export';
import { REPORT_MESSAGES } from './messages';
import { IMPORT_OUTCOME_LABELS, REPORT_CHARTS } from './vocabulary';

describe('given the import outcomes chart (issue 17)', () => {
  it('when its groups are listed then each outcome of a row has a label, in the run’s order', () => {
    expect(REPORT_CHARTS).toContain('import_outcomes');
    expect(Object.keys(IMPORT_OUTCOME_LABELS)).toEqual([...LEAD_IMPORT_ROW_OUTCOMES]);
    expect(Object.values(IMPORT_OUTCOME_LABELS)).toEqual(['Imported', 'Updated', 'Skipped', 'Refused']);
  });
});

// Spec 01 §8: "CSV export with no data — nothing downloaded". The spec has no words for it: one
// message of ours says so for every CSV download.
describe('given a CSV download with no data', () => {
  it('when a report or a lead export is empty then both say the same words', () => {
    expect(EMPTY_EXPORT_MESSAGE).toBe('There is no data to export, so nothing was downloaded.');
    expect(REPORT_MESSAGES.noData).toBe(EMPTY_EXPORT_MESSAGE);
  });
});
