import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINT_SETTINGS_KEY } from '../../session/loginCookie';
import {
  PRINT_OMIT_ATTRIBUTE,
  printAfterDelay,
  printSections,
  printSectionsOnPage,
  readPrintSettings,
  savePrintSettings,
} from './print';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  localStorage.clear();
});

function page() {
  document.body.innerHTML = `
    <section data-print-section="lead-notes"><h2>Notes</h2></section>
    <section data-print-section="lead-soa-records"><h2>Scope of Appointment</h2></section>
    <section data-print-section="lead-tags"><h2>Tags</h2></section>`;
}

describe('printAfterDelay', () => {
  it('opens the print dialog 300 ms later, not before', async () => {
    vi.useFakeTimers();
    // jsdom has no print dialog: the browser's own is what is replaced here.
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const done = printAfterDelay();
    await vi.advanceTimersByTimeAsync(299);
    expect(print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('printSections', () => {
  it('lists the sections by their headings, in page order', () => {
    page();
    expect(printSectionsOnPage()).toEqual([
      { id: 'lead-notes', title: 'Notes' },
      { id: 'lead-soa-records', title: 'Scope of Appointment' },
      { id: 'lead-tags', title: 'Tags' },
    ]);
  });

  it('marks the sections not chosen as omitted while printing, and shows them again after', async () => {
    page();
    vi.useFakeTimers();
    let omittedWhilePrinting: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      omittedWhilePrinting = [...document.querySelectorAll(`[${PRINT_OMIT_ATTRIBUTE}]`)].map(
        (e) => e.getAttribute('data-print-section') ?? '',
      );
    });
    const done = printSections(new Set(['lead-soa-records']));
    expect(document.querySelectorAll(`[${PRINT_OMIT_ATTRIBUTE}]`)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(omittedWhilePrinting).toEqual(['lead-notes', 'lead-tags']);
    expect(document.querySelectorAll(`[${PRINT_OMIT_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

describe('print settings', () => {
  it('remembers the sections left out under the key logout clears, and reads anything else as none', () => {
    expect(readPrintSettings()).toEqual({ leadOmitted: [] });
    savePrintSettings({ leadOmitted: ['lead-tags'] });
    expect(JSON.parse(localStorage.getItem(PRINT_SETTINGS_KEY)!)).toEqual({ leadOmitted: ['lead-tags'] });
    expect(readPrintSettings()).toEqual({ leadOmitted: ['lead-tags'] });
    localStorage.setItem(PRINT_SETTINGS_KEY, '{"leadOmitted":[1,"lead-notes"]}');
    expect(readPrintSettings()).toEqual({ leadOmitted: ['lead-notes'] });
    localStorage.setItem(PRINT_SETTINGS_KEY, 'not json');
    expect(readPrintSettings()).toEqual({ leadOmitted: [] });
  });
});
