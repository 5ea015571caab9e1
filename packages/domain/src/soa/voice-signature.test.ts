import { describe, expect, it } from 'vitest';
import { voiceSignatureScripts } from './voice-signature';

// Spec 02 §2.7: "voice signature (vsig) shows a reminder with two scripts (one for an unscheduled appointment such
// as an inbound call, one for a scheduled appointment obtained at least 48 hours ahead), to be recorded and kept
// 10 years, with today's date filled in." §5.3: "SOA must be at least 48 hours before the appointment;
// voice-signature recordings are kept 10 years."
describe('voiceSignatureScripts', () => {
  const names = { agentName: 'Jane Agent', leadName: 'Ada Byron' };

  it('fills in today, the names, the 48-hour wait and the 10-year retention before 2026-06-01', () => {
    const { date, reminder, scripts } = voiceSignatureScripts({ ...names, today: '2026-05-21' });
    expect(date).toBe('May 21, 2026');
    expect(reminder).toContain('Keep the recording for 10 years.');
    expect(scripts.map((s) => s.kind)).toEqual(['unscheduled', 'scheduled']);
    expect(scripts.map((s) => s.label)).toEqual(['Unscheduled appointment', 'Scheduled appointment']);
    expect(scripts[0].title).toBe('Unscheduled appointment (for example, an inbound call)');
    expect(scripts[1].title).toBe('Scheduled appointment (obtained at least 48 hours ahead)');
    for (const script of scripts) {
      expect(script.lines[0]).toBe(
        'Today is May 21, 2026. My name is Jane Agent, and I am a licensed insurance agent. This call is being recorded.',
      );
      expect(script.lines[1]).toBe('Am I speaking with Ada Byron?');
      expect(script.lines.join(' ')).toContain(
        'Medicare Advantage plans (Part C) and cost plans; stand-alone Medicare Prescription Drug plans (Part D); Medicare Supplement (Medigap) insurance; dental, vision and hearing products; or hospital indemnity products?',
      );
      expect(script.lines.join(' ')).toContain('does not enroll you in a Medicare plan.');
    }
    expect(scripts[1].lines.join(' ')).toContain('at least 48 hours before we meet');
    expect(scripts[1].lines.at(-1)).toBe(
      'Thank you. Our appointment will take place at least 48 hours from now, as scheduled.',
    );
  });

  // CMS-4212-F (FR doc 2026-06600), effective 2026-06-01: the 48-hour wait is removed. Its shorter keeping of
  // sales and marketing call recordings does not reach a VSIG SOA, an SOA record: still 10 years.
  it('from 2026-06-01 mentions no wait and still keeps the SOA recording 10 years', () => {
    const { reminder, scripts } = voiceSignatureScripts({ ...names, today: '2026-11-26' });
    expect(reminder).toContain('Keep the recording for 10 years.');
    expect(scripts[1].title).toBe('Scheduled appointment (obtained before the appointment)');
    const text = scripts.flatMap((s) => s.lines).join(' ');
    expect(text).not.toMatch(/hours/);
    expect(scripts[1].lines).toContain(
      'We are scheduling an appointment to review your Medicare options. Medicare requires me to document the scope of that appointment, the types of products you would like to discuss, before we meet.',
    );
    expect(scripts[1].lines.at(-1)).toBe(
      'Do you agree to meet with me to discuss the products you chose? Please answer yes or no.',
    );
  });

  it.each([
    // 21 Nov 2026, 10 PM in Chicago is already the 22nd in UTC: today is the Central day.
    { input: new Date('2026-11-22T04:00:00Z'), expected: 'November 21, 2026' },
    { input: '2026-11-22T04:00:00Z', expected: 'November 21, 2026' },
    { input: '2026-07-04', expected: 'July 4, 2026' },
    { input: Date.UTC(2027, 0, 1, 18), expected: 'January 1, 2027' },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(voiceSignatureScripts({ ...names, today: input }).date).toBe(expected);
  });

  it('reads bracketed placeholders for missing names and an invalid date', () => {
    const { date, scripts } = voiceSignatureScripts({ agentName: '  ', leadName: null, today: 'not a date' });
    expect(date).toBe("[today's date]");
    expect(scripts[0].lines[0]).toBe(
      "Today is [today's date]. My name is [your full name], and I am a licensed insurance agent. This call is being recorded.",
    );
    expect(scripts[0].lines[1]).toBe("Am I speaking with [the client's full name]?");
  });

  it('takes the waiting period and retention in effect that day from the tables', () => {
    const tables = {
      waitingPeriodRules: [
        { effective_from: '2000-01-01', waiting_hours: 48, applies_to_unscheduled: false },
        { effective_from: '2027-01-01', waiting_hours: 72, applies_to_unscheduled: false },
      ],
      retentionRules: [
        { effective_from: '2000-01-01', retention_years: 10 },
        { effective_from: '2027-01-01', retention_years: 12 },
      ],
    };
    const before = voiceSignatureScripts({ ...names, today: '2026-12-31' }, tables);
    const after = voiceSignatureScripts({ ...names, today: '2027-01-01' }, tables);
    expect(before.scripts[1].title).toContain('48 hours');
    expect(after.scripts[1].title).toContain('72 hours');
    expect(after.reminder).toContain('12 years');
    // Empty tables fall back to the spec's 48 hours and 10 years.
    const fallback = voiceSignatureScripts(
      { ...names, today: '2027-01-01' },
      { waitingPeriodRules: [], retentionRules: [] },
    );
    expect(fallback.scripts[1].title).toContain('48 hours');
    expect(fallback.reminder).toContain('10 years');
  });
});
