import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, fakeApi, renderWithPortal, type FakeRoute } from '../../test-utils';
import { HAND_OFF_WAITING_TEXT } from './handOff';
import { SingleSignOnDialog, SINGLE_SIGN_ON_TEXT } from './SingleSignOnDialog';

const HAND_OFF = {
  success: true,
  url: 'https://planexplorer.example/sso',
  method: 'POST',
  hash: 'h4sh',
  user_id: 5,
  login: 'demoadmin',
  RelayState: 'https://planexplorer.example/sso',
  SAMLResponse: 'payload.signature',
};

/** A stand-in for the tab window.open gives: its own document, so the posted form can be read. */
function fakeTab() {
  const tabDocument = document.implementation.createHTMLDocument('');
  const submitted: Array<{ action: string; method: string; target: string; fields: Record<string, string> }> = [];
  vi.spyOn(tabDocument, 'createElement').mockImplementation(((tag: string) => {
    const element = Document.prototype.createElement.call(tabDocument, tag);
    if (element instanceof HTMLFormElement) {
      element.submit = () => {
        const fields = Object.fromEntries(
          [...element.querySelectorAll('input')].map((input) => [input.name, input.value]),
        );
        submitted.push({ action: element.action, method: element.method, target: element.target, fields });
      };
    }
    return element;
  }) as typeof document.createElement);
  const tab = { opener: window as Window | null, closed: false, document: tabDocument, close: vi.fn() };
  return { tab, submitted };
}

function setup({
  quickLink,
  route,
}: { quickLink?: { quicklink_id: number; quicklink_title: string }; route?: FakeRoute } = {}) {
  const api = fakeApi({ 'POST externalSSO/': route ?? (() => ({ body: HAND_OFF })) });
  const onClose = vi.fn();
  const view = renderWithPortal(<SingleSignOnDialog quickLink={quickLink} onClose={onClose} />, { client: api.client });
  return { ...view, api, onClose };
}

describe('given the Single Sign-On dialog (spec 02 §2.8, §4.7)', { timeout: 20_000 }, () => {
  let opened: ReturnType<typeof fakeTab>;
  beforeEach(() => {
    opened = fakeTab();
    vi.spyOn(window, 'open').mockImplementation(() => opened.tab as unknown as Window);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("when it opens without quick-link text then it is titled 'Single Sign-On' with Cancel and Continue, says where Continue goes, with no axe violations", async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Single Sign-On' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(dialog).toHaveTextContent(SINGLE_SIGN_ON_TEXT.explanation('Plan Explorer'));
    expect(await axeViolations()).toEqual([]);
  });

  it("when quick-link text is given then it is titled 'CMS Check'", async () => {
    setup({ quickLink: { quicklink_id: 2, quicklink_title: 'CMS Check' } });
    const dialog = await screen.findByRole('dialog', { name: 'CMS Check' });
    expect(dialog).toHaveTextContent(SINGLE_SIGN_ON_TEXT.explanation('CMS Check'));
  });

  it('when Continue is pressed then externalSSO is asked for Plan Explorer and a hidden form posts the five fields to the url in a new tab without an opener', async () => {
    const { user, api, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', 'externalSSO/').map((c) => c.body)).toEqual([{ target: 'plan_explorer' }]);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(opened.tab.opener).toBeNull();
    expect(opened.submitted).toEqual([
      {
        action: 'https://planexplorer.example/sso',
        method: 'post',
        target: '',
        fields: {
          hash: 'h4sh',
          user_id: '5',
          login: 'demoadmin',
          RelayState: 'https://planexplorer.example/sso',
          SAMLResponse: 'payload.signature',
        },
      },
    ]);
    expect(opened.tab.document.title).toBe(HAND_OFF_WAITING_TEXT);
  });

  it('when the CMS check continues then the link is named in the request; a GET method is kept', async () => {
    const { user, api } = setup({
      quickLink: { quicklink_id: 2, quicklink_title: 'CMS Check' },
      route: () => ({ body: { ...HAND_OFF, url: 'https://www.cms.gov/check', method: 'get' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(opened.submitted).toHaveLength(1));
    expect(api.callsTo('POST', 'externalSSO/')[0]!.body).toEqual({ target: 'cms_check', quicklink_id: 2 });
    expect(opened.submitted[0]).toMatchObject({ action: 'https://www.cms.gov/check', method: 'get' });
  });

  it('when the browser gives no tab then the form itself targets a new tab with noopener', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.target).toBe('_blank');
      expect(this.rel).toBe('noopener noreferrer');
      expect(this.method).toBe('post');
      expect(this.hidden).toBe(true);
    });
    const { user, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledTimes(1);
    // The form does not stay behind in the page.
    expect(document.querySelector('form[action="https://planexplorer.example/sso"]')).toBeNull();
  });

  it('when the server refuses then its message shows in the dialog, the waiting tab closes, and Continue can be pressed again', async () => {
    const message = 'Plan Explorer is not available for your account. Please contact your account administrator.';
    const { user, onClose } = setup({ route: () => ({ status: 403, body: { success: false, message } }) });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(opened.tab.close).toHaveBeenCalled();
    expect(opened.submitted).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  });

  it('when the answer points somewhere other than a web address then nothing is posted', async () => {
    const { user, onClose } = setup({ route: () => ({ body: { ...HAND_OFF, url: 'javascript:alert(1)' } }) });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An error occurred, please try again')).toBeVisible();
    expect(opened.tab.close).toHaveBeenCalled();
    expect(opened.submitted).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when Cancel or Escape is pressed then it closes without asking the server', async () => {
    const { user, api, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.callsTo('POST', 'externalSSO/')).toEqual([]);
    expect(window.open).not.toHaveBeenCalled();
  });
});
