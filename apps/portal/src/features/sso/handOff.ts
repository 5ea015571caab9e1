import { singleSignOnForm, type SingleSignOnData } from '@meridian/domain';

/** What the hand-off tab shows until the partner's page loads. */
export const HAND_OFF_WAITING_TEXT = 'Signing you in…';

/**
 * Opens the tab the hand-off will load in. It opens while the Continue click is still a user
 * gesture, so popup blockers let it through even though the hand-off is fetched first; it never
 * keeps a way back to this window (`opener` is cut). Null when the browser refused a tab.
 */
export function openHandOffTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = HAND_OFF_WAITING_TEXT;
    tab.document.body.textContent = HAND_OFF_WAITING_TEXT;
  } catch {
    // A tab we cannot write to still receives the form below through its own document or a target.
  }
  return tab;
}

/**
 * Spec 02 §4.7: submits a hidden form to the hand-off's url with its method (default POST) in a new
 * tab, with the fields hash, user_id, login, RelayState and SAMLResponse. Only http(s) addresses
 * are followed. `tab` is the tab opened on Continue; without one the form targets a new tab itself.
 */
export function submitHandOff(data: SingleSignOnData, tab: Window | null): void {
  const { action, method, fields } = singleSignOnForm(data);
  const address = new URL(action, window.location.href);
  if (address.protocol !== 'https:' && address.protocol !== 'http:')
    throw new Error(`Refusing to sign on to ${address.protocol} addresses`);
  let doc = document;
  if (tab && !tab.closed) {
    try {
      doc = tab.document;
    } catch {
      tab.close();
    }
  }
  const form = doc.createElement('form');
  form.method = method === 'GET' ? 'get' : 'post';
  form.action = address.toString();
  form.hidden = true;
  if (doc === document) {
    form.target = '_blank';
    form.rel = 'noopener noreferrer';
  }
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  if (doc === document) form.remove();
}
