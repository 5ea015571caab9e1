import { SOA_EMAIL_TEXT, SOA_MESSAGES, renderSoaEmail, soaEmailBlocks } from '@meridian/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { SOA_AGENT, SOA_DISCLAIMERS, SOA_LEAD } from '../test-utils/soa';
import { SoaEmailPreview } from './SoaEmailPreview';

/** What counts as one line of the email: text inside it runs on, text in the next starts after a space. */
const LINE = 'p, li, div, h1, h2, h3, h4, h5, h6, [data-field], [data-block]';

/** The words a reader sees in an element, in document order, whitespace collapsed. */
const visibleText = (element: Element) => {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  let line: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const nodeLine = node.parentElement!.closest(LINE);
    text += (nodeLine === line ? '' : ' ') + node.textContent;
    line = nodeLine;
  }
  return collapse(text);
};
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const bodyOf = (container: Element) => container.querySelector('[data-part="body"]')!;

/** The value of a header field (From, To, Subject) by its visible name. */
const headerValue = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('given a lead, an agent and disclaimers', () => {
  it('when shown then From, To and the spec’s Subject head the email, with no axe violations', async () => {
    const { container } = renderWithTheme(
      <SoaEmailPreview lead={SOA_LEAD} agent={SOA_AGENT} disclaimers={SOA_DISCLAIMERS} />,
    );
    expect(screen.getByRole('article', { name: 'Email preview' })).toBeVisible();
    expect(headerValue('From')).toBe('Jane Agent <jane.agent@prairie.example>');
    expect(headerValue('To')).toBe('Ada Byron <ada.byron@example.com>');
    expect(headerValue('Subject')).toBe(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ada Byron from Jane Agent',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when shown then the body has the signature block with the formatted phone and TTY 711, opt-out and confidentiality', () => {
    renderWithTheme(<SoaEmailPreview lead={SOA_LEAD} agent={SOA_AGENT} disclaimers={SOA_DISCLAIMERS} />);
    const email = screen.getByRole('article');
    expect(email).toHaveTextContent('Dear Ada Byron,');
    expect(email).toHaveTextContent(SOA_EMAIL_TEXT.intro);
    const signature = email.querySelector('address')!;
    expect([...signature.children].map((line) => line.textContent)).toEqual([
      'Jane Agent',
      'Prairie Health Insurance Agency',
      '(312) 555-0100, TTY 711',
      'jane.agent@prairie.example',
      '100 Main St, Suite 2, Chicago, IL 60601',
    ]);
    expect(within(signature).getByRole('link', { name: 'jane.agent@prairie.example' })).toHaveAttribute(
      'href',
      'mailto:jane.agent@prairie.example',
    );
    expect(email).toHaveTextContent(SOA_EMAIL_TEXT.optOut);
    expect(email).toHaveTextContent(SOA_EMAIL_TEXT.confidentiality);
  });

  it('when shown then disclaimers are grouped by plan year, years ascending, and their HTML is sanitized', () => {
    renderWithTheme(
      <SoaEmailPreview
        lead={SOA_LEAD}
        agent={SOA_AGENT}
        disclaimers={[
          ...SOA_DISCLAIMERS,
          {
            plan_year: 2026,
            email_disclaimer_text_with_counts:
              '<p>Extra</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
          },
        ]}
      />,
    );
    const years = screen.getAllByRole('region');
    expect(years.map((y) => within(y).getByRole('heading').textContent)).toEqual(['2026 Plan Year', '2027 Plan Year']);
    expect(within(years[0]!).getByText('Extra')).toBeVisible();
    expect(years[0]!.querySelector('img, script')).toBeNull();
    const medicare = within(years[1]!).getByRole('link', { name: 'Medicare.gov' });
    expect(medicare).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('given no disclaimers', () => {
  it('when shown then there is no plan-year section and the confidentiality notice still ends the email', () => {
    renderWithTheme(<SoaEmailPreview lead={SOA_LEAD} agent={SOA_AGENT} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText(SOA_EMAIL_TEXT.confidentiality)).toBeVisible();
  });
});

describe('given an agent profile without phone or address', () => {
  it('when shown then those lines and TTY are left out and the spec’s missing-phone message shows', async () => {
    const { container } = renderWithTheme(
      <SoaEmailPreview
        lead={SOA_LEAD}
        agent={{ ...SOA_AGENT, phone: '', address: null }}
        disclaimers={SOA_DISCLAIMERS}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SOA_MESSAGES.agentPhoneMissing);
    const signature = container.querySelector('address')!;
    expect(signature).not.toHaveTextContent('TTY 711');
    expect([...signature.children].map((line) => line.getAttribute('data-field'))).toEqual([
      'name',
      'company',
      'email',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the caller hides the message then only the signature changes', () => {
    renderWithTheme(<SoaEmailPreview lead={SOA_LEAD} agent={{ name: 'Jane Agent' }} missingPhoneMessage={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(headerValue('From')).toBe('Jane Agent');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the email comes from the product then From shows that sender', () => {
    renderWithTheme(<SoaEmailPreview lead={{ name: '' }} agent={{}} from="Meridian <no-reply@meridian.example>" />);
    expect(headerValue('From')).toBe('Meridian <no-reply@meridian.example>');
    expect(screen.getByRole('article')).toHaveTextContent('Hello,');
    expect(screen.getByRole('article').querySelector('address')).toBeNull();
  });
});

describe('given long names', () => {
  it('when shown then the subject carries them whole', () => {
    const lead = {
      name: 'Maria Guadalupe Fernández-Castellanos de la Vega',
      email: 'maria.fernandez-castellanos@example.com',
    };
    const agent = { ...SOA_AGENT, name: 'Bartholomew Alexander Worthington-Smythe III' };
    renderWithTheme(<SoaEmailPreview lead={lead} agent={agent} />);
    expect(headerValue('Subject')).toBe(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Maria Guadalupe Fernández-Castellanos de la Vega from Bartholomew Alexander Worthington-Smythe III',
    );
  });
});

describe('given an Enhanced SOA with the agent’s custom message', () => {
  const message = '  Hi Ada,\nthe link below is for Tuesday’s appointment.  ';

  it('when shown then the message sits between the intro and the sign link, its lines kept', async () => {
    const { container } = renderWithTheme(
      <SoaEmailPreview lead={SOA_LEAD} agent={SOA_AGENT} disclaimers={SOA_DISCLAIMERS} customMessage={message} />,
    );
    const kinds = [...bodyOf(container).querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'));
    expect(kinds.slice(0, 4)).toEqual(['greeting', 'intro', 'customMessage', 'signLink']);
    const shown = bodyOf(container).querySelector('[data-block="customMessage"]')!;
    expect(shown.textContent).toBe('Hi Ada,\nthe link below is for Tuesday’s appointment.');
    expect(getComputedStyle(shown).whiteSpace).toBe('pre-line');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([{ customMessage: '   ' }, { customMessage: null }, {}])(
    'when the message is $customMessage then there is no message part',
    (props) => {
      const { container } = renderWithTheme(<SoaEmailPreview lead={SOA_LEAD} agent={SOA_AGENT} {...props} />);
      expect(bodyOf(container).querySelector('[data-block="customMessage"]')).toBeNull();
    },
  );
});

// One template: the preview and the sent email are both `soaEmailBlocks`, so a change to one shows in the other.
describe('given the same input for the preview and the sent email', () => {
  const signUrl = 'https://meridian.example/client/soa/#token';
  it.each([
    {
      name: 'Enhanced, with everything',
      agent: SOA_AGENT,
      disclaimers: SOA_DISCLAIMERS,
      customMessage: 'See you\nTuesday.',
    },
    { name: 'remote, no disclaimers', agent: SOA_AGENT, disclaimers: [], customMessage: undefined },
    { name: 'an empty profile', agent: {}, disclaimers: SOA_DISCLAIMERS, customMessage: '  ' },
  ])(
    'when $name then the preview shows the blocks, in order, with the email’s words',
    ({ agent, disclaimers, customMessage }) => {
      const input = { lead: SOA_LEAD, agent, disclaimers, customMessage };
      const { container } = renderWithTheme(<SoaEmailPreview {...input} missingPhoneMessage={null} />);
      const body = bodyOf(container);
      const { subject, blocks } = soaEmailBlocks(input);
      expect([...body.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'))).toEqual(
        blocks.map((b) => b.kind),
      );
      const email = renderSoaEmail({ ...input, signUrl });
      expect(headerValue('Subject')).toBe(email.subject);
      expect(subject).toBe(email.subject);
      expect(visibleText(body)).toBe(collapse(email.text.replace(`: ${signUrl}`, '')));
    },
  );
});
