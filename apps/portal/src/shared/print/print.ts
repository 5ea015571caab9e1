// Printing (spec 01 §6 "Print delay 300 ms"; §4: logout clears the print-settings flag). The lead page
// prints itself with a print stylesheet (the shell left out, the sections not chosen omitted); a form
// prints from a window of its own. Either way the print dialog opens 300 ms later, once the page has
// laid out what it prints.
import { PRINT_DELAY_MS } from '@meridian/domain';
import { PRINT_SETTINGS_KEY } from '../../session/loginCookie';

/** Marks a part of a page the print dialog lists by its heading (the lead page's panels). */
export const PRINT_SECTION_ATTRIBUTE = 'data-print-section';
/** Set on the sections left out of this print; the print stylesheet hides them. */
export const PRINT_OMIT_ATTRIBUTE = 'data-print-omit';

/** Opens the print dialog of a window after the print delay; resolves once it has closed. */
export function printAfterDelay(target: Window = window, delayMs = PRINT_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      target.focus();
      target.print();
      resolve();
    }, delayMs);
  });
}

export interface PrintSection {
  id: string;
  title: string;
}

/** The printable sections on the page now, in page order: each `[data-print-section]` by its heading. */
export function printSectionsOnPage(root: ParentNode = document): PrintSection[] {
  return [...root.querySelectorAll<HTMLElement>(`[${PRINT_SECTION_ATTRIBUTE}]`)].map((element) => ({
    id: element.getAttribute(PRINT_SECTION_ATTRIBUTE) ?? '',
    title:
      element.querySelector('h2, h3')?.textContent?.trim() || (element.getAttribute(PRINT_SECTION_ATTRIBUTE) ?? ''),
  }));
}

/**
 * Prints the page with only the chosen sections (the rest marked omitted while the print dialog is
 * open, and shown again after it closes).
 */
export async function printSections(chosen: ReadonlySet<string>, root: ParentNode = document): Promise<void> {
  const omitted = [...root.querySelectorAll<HTMLElement>(`[${PRINT_SECTION_ATTRIBUTE}]`)].filter(
    (element) => !chosen.has(element.getAttribute(PRINT_SECTION_ATTRIBUTE) ?? ''),
  );
  for (const element of omitted) element.setAttribute(PRINT_OMIT_ATTRIBUTE, '');
  try {
    await printAfterDelay();
  } finally {
    for (const element of omitted) element.removeAttribute(PRINT_OMIT_ATTRIBUTE);
  }
}

/** What the print dialogs remember until logout: the lead page's sections left out. */
export interface PrintSettings {
  leadOmitted: string[];
}

export function readPrintSettings(): PrintSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PRINT_SETTINGS_KEY) ?? 'null');
    const omitted = (stored as { leadOmitted?: unknown } | null)?.leadOmitted;
    return { leadOmitted: Array.isArray(omitted) ? omitted.filter((id): id is string => typeof id === 'string') : [] };
  } catch {
    return { leadOmitted: [] };
  }
}

export function savePrintSettings(settings: PrintSettings): void {
  try {
    localStorage.setItem(PRINT_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage unavailable: the choice is not remembered.
  }
}

/**
 * Opens a window (inside the click, so no pop-up blocker stops it), writes a whole HTML page into it
 * and prints it after the delay. Answers false when the window could not open.
 */
export function printPage(html: string): boolean {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.document.open();
  tab.document.write(html);
  tab.document.close();
  void printAfterDelay(tab);
  return true;
}
