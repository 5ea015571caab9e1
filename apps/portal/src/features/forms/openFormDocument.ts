import { describeError, type FormDocumentAnswer } from '@meridian/api';
import { CONTENT_MESSAGES } from '@meridian/domain';
import { printAfterDelay } from '../../shared/print/print';
import { printablePage } from './printable';

/** How long the new tab's blob URL stays valid (the tab has long loaded it by then). */
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * Opens a form in a new tab. The tab is opened at once, inside the click (so no pop-up blocker stops
 * it), then the form is read through the API with the user's access token and shown from a blob URL:
 * the form never travels in a URL or a cookie. With `print`, the form is written into the tab and its
 * print dialog opens after the print delay (spec 01 §6: 300 ms). Answers the message to show when it fails.
 */
export async function openFormDocument(
  read: (id: number) => Promise<FormDocumentAnswer>,
  formDocumentId: number,
  { print = false }: { print?: boolean } = {},
): Promise<string | undefined> {
  const tab = window.open('', '_blank');
  if (!tab) return CONTENT_MESSAGES.popupBlocked;
  tab.opener = null;
  tab.document.title = 'Loading…';
  try {
    const { document } = await read(formDocumentId);
    if (print) {
      // Written in place (the same window stays ours to print); the page carries no script.
      tab.document.open();
      tab.document.write(printablePage(document));
      tab.document.close();
      void printAfterDelay(tab);
      return undefined;
    }
    const url = URL.createObjectURL(new Blob([printablePage(document)], { type: 'text/html' }));
    tab.location.replace(url);
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
    return undefined;
  } catch (error) {
    tab.close();
    return describeError(error);
  }
}
