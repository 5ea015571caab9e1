import { describe, expect, it } from 'vitest';
import {
  groupSoaDisclaimers,
  renderSoaEmail,
  soaAgentHasPhone,
  soaDisclaimersFromResponse,
  soaEmailBlocks,
  soaEmailSignature,
} from './email';
import { SOA_EMAIL_TEXT } from './messages';

const agent = {
  name: 'Jane Agent',
  company: 'Prairie Health Insurance Agency',
  phone: '3125550100',
  email: 'jane.agent@prairie.example',
  address: { address1: '100 Main St', address2: 'Suite 2', city: 'Chicago', state_id: 'IL', zip: '60601' },
};

// Spec 02 §2.5: "a body with a signature block (agent name, company, phone, TTY 711, email, address)".
describe('soaEmailSignature', () => {
  it('gives name, company, phone with TTY 711, email and address, in that order', () => {
    expect(soaEmailSignature(agent)).toEqual([
      { field: 'name', text: 'Jane Agent' },
      { field: 'company', text: 'Prairie Health Insurance Agency' },
      { field: 'phone', text: '(312) 555-0100, TTY 711' },
      { field: 'email', text: 'jane.agent@prairie.example' },
      { field: 'address', text: '100 Main St, Suite 2, Chicago, IL 60601' },
    ]);
  });

  it.each([
    { input: { ...agent, phone: '(312) 555-0100' }, expected: 'phone' },
    { input: { ...agent, phone: '' }, expected: undefined },
    { input: { ...agent, phone: '555-0100' }, expected: undefined },
    { input: { ...agent, phone: null }, expected: undefined },
  ])('shows the phone line for $input.phone only with ten digits', ({ input, expected }) => {
    expect(soaEmailSignature(input).find((line) => line.field === 'phone')?.field).toBe(expected);
  });

  it('leaves out what the profile lacks rather than showing it empty', () => {
    expect(soaEmailSignature({ name: ' Jane Agent ', company: '', phone: '', email: null, address: null })).toEqual([
      { field: 'name', text: 'Jane Agent' },
    ]);
    expect(soaEmailSignature(undefined)).toEqual([]);
  });
});

// Spec 02 §5.3: "The agent needs a phone number in their profile to send a remote eSOA."
describe('soaAgentHasPhone', () => {
  it.each([
    { input: { phone: '3125550100' }, expected: true },
    { input: { phone: '(312) 555-0100' }, expected: true },
    { input: { phone: '312555' }, expected: false },
    { input: {}, expected: false },
    { input: null, expected: false },
  ])('$input → $expected', ({ input, expected }) => {
    expect(soaAgentHasPhone(input)).toBe(expected);
  });
});

// Spec 02 §3.10: "Disclaimer response: success, message, grouped by plan year with email_disclaimer_text_with_counts."
describe('soaDisclaimersFromResponse', () => {
  it('lists each plan year’s disclaimers, years ascending, whichever shape the year holds', () => {
    expect(
      soaDisclaimersFromResponse({
        success: '1',
        message: '',
        2027: { email_disclaimer_text_with_counts: '<p>2027 text</p>' },
        2026: [{ email_disclaimer_text_with_counts: '<p>2026 a</p>' }, { email_disclaimer_text_with_counts: ' ' }, 7],
        2028: '<p>2028 text</p>',
        2029: { other: 'x' },
        extra: { email_disclaimer_text_with_counts: 'not a year' },
      }),
    ).toEqual([
      { plan_year: '2026', email_disclaimer_text_with_counts: '<p>2026 a</p>' },
      { plan_year: '2027', email_disclaimer_text_with_counts: '<p>2027 text</p>' },
      { plan_year: '2028', email_disclaimer_text_with_counts: '<p>2028 text</p>' },
    ]);
  });

  it.each([
    { input: { success: '0', message: 'No plans found', 2026: '<p>x</p>' } },
    { input: { success: 0, message: 'No plans found' } },
    { input: null },
    { input: undefined },
  ])('gives nothing for $input', ({ input }) => {
    expect(soaDisclaimersFromResponse(input)).toEqual([]);
  });
});

describe('groupSoaDisclaimers', () => {
  it('groups by plan year, years ascending, dropping blank texts', () => {
    expect(
      groupSoaDisclaimers([
        { plan_year: 2027, email_disclaimer_text_with_counts: 'b' },
        { plan_year: '2026', email_disclaimer_text_with_counts: 'a' },
        { plan_year: 2027, email_disclaimer_text_with_counts: 'c' },
        { plan_year: 2028, email_disclaimer_text_with_counts: '  ' },
      ]),
    ).toEqual([
      { plan_year: '2026', texts: ['a'] },
      { plan_year: '2027', texts: ['b', 'c'] },
    ]);
    expect(groupSoaDisclaimers(null)).toEqual([]);
  });
});

describe('renderSoaEmail', () => {
  const agent = {
    name: 'Marcus Bell',
    company: 'Demo Agency',
    phone: '3125550100',
    email: 'marcus@example.com',
    address: { address1: '1 Main St', city: 'Chicago', state_id: 'IL', zip: '60601' },
  };
  const disclaimers = [
    { plan_year: '2027', email_disclaimer_text_with_counts: 'Next <b>year</b> text' },
    { plan_year: '2026', email_disclaimer_text_with_counts: 'This year text' },
  ];

  it('renders the subject and the preview parts in order, as text and as escaped HTML, with the link', () => {
    const email = renderSoaEmail({
      lead: { name: 'Ruth <Alvarez>', email: 'ruth@example.com' },
      agent,
      disclaimers,
      signUrl: 'https://meridian.example/client/soa/#tok&en',
      customMessage: '  See you soon  ',
    });
    expect(email.subject).toBe(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ruth <Alvarez> from Marcus Bell',
    );
    const order = [
      'Dear Ruth <Alvarez>,',
      SOA_EMAIL_TEXT.intro,
      'See you soon',
      `${SOA_EMAIL_TEXT.signLink}: https://meridian.example/client/soa/#tok&en`,
      SOA_EMAIL_TEXT.noObligation,
      'Marcus Bell',
      '(312) 555-0100, TTY 711',
      SOA_EMAIL_TEXT.optOut,
      '2026 Plan Year',
      'This year text',
      '2027 Plan Year',
      'Next year text',
      SOA_EMAIL_TEXT.confidentiality,
    ];
    const positions = order.map((part) => email.text.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(email.html).toContain('<p>Dear Ruth &#60;Alvarez&#62;,</p>');
    expect(email.html).toContain('<a href="https://meridian.example/client/soa/#tok&#38;en">');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('<address>Marcus Bell<br>Demo Agency<br>(312) 555-0100, TTY 711');
  });

  it('leaves out a blank message, an empty signature and missing disclaimers', () => {
    const email = renderSoaEmail({ lead: { name: '' }, agent: {}, signUrl: 'https://x.example/#t' });
    expect(email.text.startsWith('Hello,\n\n')).toBe(true);
    expect(email.html).not.toContain('<address>');
    expect(email.html).not.toContain('<section>');
    expect(email.text).not.toContain('Plan Year');
  });
});

// Spec 02 §2.5: the email's parts, in the order the preview shows them; one model for both.
describe('soaEmailBlocks', () => {
  const content = {
    lead: { name: ' Ruth Alvarez ', email: 'ruth@example.com' },
    agent,
    disclaimers: [
      { plan_year: '2027', email_disclaimer_text_with_counts: '<p>Next year</p>' },
      { plan_year: 2026, email_disclaimer_text_with_counts: 'This year' },
    ],
    customMessage: '  Hi Ruth,\nsee you Tuesday.  ',
  };

  it('gives the subject and every part in the email’s order, each typed by kind', () => {
    const { subject, blocks } = soaEmailBlocks(content);
    expect(subject).toBe(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ruth Alvarez from Jane Agent',
    );
    expect(blocks).toEqual([
      { kind: 'greeting', text: 'Dear Ruth Alvarez,' },
      { kind: 'intro', text: SOA_EMAIL_TEXT.intro },
      { kind: 'customMessage', text: 'Hi Ruth,\nsee you Tuesday.' },
      { kind: 'signLink', text: SOA_EMAIL_TEXT.signLink },
      { kind: 'noObligation', text: SOA_EMAIL_TEXT.noObligation },
      { kind: 'signOff', text: SOA_EMAIL_TEXT.signOff },
      { kind: 'signature', lines: soaEmailSignature(agent) },
      { kind: 'optOut', text: SOA_EMAIL_TEXT.optOut },
      {
        kind: 'planYearDisclaimers',
        plan_year: '2026',
        heading: '2026 Plan Year',
        disclaimers: [{ html: 'This year', text: 'This year' }],
      },
      {
        kind: 'planYearDisclaimers',
        plan_year: '2027',
        heading: '2027 Plan Year',
        disclaimers: [{ html: '<p>Next year</p>', text: 'Next year' }],
      },
      { kind: 'confidentiality', text: SOA_EMAIL_TEXT.confidentiality },
    ]);
  });

  it.each([
    { input: { customMessage: '   ' }, missing: 'customMessage' },
    { input: { customMessage: null }, missing: 'customMessage' },
    { input: { agent: { name: ' ', phone: '555-0100' } }, missing: 'signature' },
    { input: { disclaimers: null }, missing: 'planYearDisclaimers' },
    {
      input: { disclaimers: [{ plan_year: 2026, email_disclaimer_text_with_counts: ' ' }] },
      missing: 'planYearDisclaimers',
    },
  ])('leaves out the $missing part when there is nothing for it', ({ input, missing }) => {
    const all = soaEmailBlocks(content).blocks.map((b) => b.kind);
    expect(soaEmailBlocks({ ...content, ...input }).blocks.map((b) => b.kind)).toEqual(
      all.filter((kind) => kind !== missing),
    );
  });

  // Disclaimer texts are server HTML: the email sends the words the preview shows.
  it.each([
    { html: 'Next <b>year</b>  text', expected: 'Next year text' },
    { html: '<p>First.</p><p>Second.</p>', expected: 'First.\nSecond.' },
    { html: 'One<br>two<BR/>three', expected: 'One\ntwo\nthree' },
    { html: '<ul><li>a</li><li>b</li></ul><div>c</div><h4>d</h4>', expected: 'a\nb\nc\nd' },
    { html: 'Parts C &amp; D&nbsp;&lt;2027&gt; &quot;x&quot; &apos;y&apos;', expected: 'Parts C & D <2027> "x" \'y\'' },
    { html: '&#169; &#xA9; &#X41;', expected: '© © A' },
    { html: '&amp;lt;b&amp;gt;', expected: '&lt;b&gt;' },
    { html: '&copy; &bogus; &#0; &#x110000;', expected: '&copy; &bogus; &#0; &#x110000;' },
  ])('reads the disclaimer $html as $expected', ({ html, expected }) => {
    const [block] = soaEmailBlocks({
      ...content,
      disclaimers: [{ plan_year: '2026', email_disclaimer_text_with_counts: html }],
    }).blocks.filter((b) => b.kind === 'planYearDisclaimers');
    expect(block).toMatchObject({ disclaimers: [{ html, text: expected }] });
  });
});

describe('renderSoaEmail from soaEmailBlocks', () => {
  const signUrl = 'https://meridian.example/client/soa/#t';
  const input = {
    lead: { name: 'Ruth Alvarez' },
    agent,
    disclaimers: [{ plan_year: '2026', email_disclaimer_text_with_counts: '<p>First &amp; one.</p><p>Second.</p>' }],
    customMessage: 'Hi Ruth,\nsee you <Tuesday>.',
    signUrl,
  };

  it('sends the blocks’ text in their order, the sign link with the client’s URL', () => {
    const email = renderSoaEmail(input);
    const { subject, blocks } = soaEmailBlocks(input);
    expect(email.subject).toBe(subject);
    const parts = blocks.map((b) =>
      b.kind === 'signature'
        ? b.lines.map((l) => l.text).join('\n')
        : b.kind === 'planYearDisclaimers'
          ? [b.heading, ...b.disclaimers.map((d) => d.text)].join('\n')
          : b.kind === 'signLink'
            ? `${b.text}: ${signUrl}`
            : b.text,
    );
    expect(email.text).toBe(parts.join('\n\n').replace('Sincerely,\n\nJane Agent', 'Sincerely,\nJane Agent'));
  });

  it('keeps the message’s line breaks and reads each disclaimer paragraph as one, escaped, in HTML', () => {
    const { html } = renderSoaEmail(input);
    expect(html).toContain('<p>Hi Ruth,<br>see you &#60;Tuesday&#62;.</p>');
    expect(html).toContain('<section><h3>2026 Plan Year</h3><p>First &#38; one.</p><p>Second.</p></section>');
    expect(html.split('\n')).toHaveLength(soaEmailBlocks(input).blocks.length);
  });
});
