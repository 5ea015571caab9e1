/** One shipped privacy policy version (HTML, sanitized on load). */
export interface PrivacyPolicyContent {
  version: string;
  /** When the version takes effect (ISO date). */
  published_at: string;
  html: string;
}

/** The privacy policy's versions, oldest first; the last is current once loaded. */
export const PRIVACY_POLICY_CONTENT: readonly PrivacyPolicyContent[] = [
  {
    version: '2026-01',
    published_at: '2026-01-01T00:00:00Z',
    html: `
<h2>Meridian Privacy Policy</h2>
<p>Meridian is a workspace used by licensed insurance agents and agencies ("agencies") to manage clients and prospective clients ("leads"). This policy explains what information Meridian keeps, why, who can see it, how long it is kept, and how to reach us. Agencies decide which clients' information they enter and are responsible for their own use of it; Meridian processes that information on their behalf.</p>
<h3>1. Information we keep</h3>
<ul>
  <li><strong>Lead and client information</strong> entered by agents or imported by agencies: names, dates of birth, gender, addresses, phone numbers, email addresses, contact permissions (do not call, email, mail or text), Medicare Beneficiary Identifiers and Part A and Part B dates, current coverage, plan applications, scope-of-appointment records, notes and dispositions. Social Security numbers, when an agency records them, are encrypted and shown in full only to users allowed to see them.</li>
  <li><strong>Call recordings and call records</strong> of calls placed through Meridian's dialer, where the agency enables recording, as Medicare marketing rules require.</li>
  <li><strong>User information</strong> about agents and agency staff: name, contact details, National Producer Number, licences, carrier writing numbers, role, sign-in history and the agreements accepted.</li>
  <li><strong>Technical information</strong>: the times and IP addresses of sign-ins and of changes made, used for security and the audit history.</li>
</ul>
<h3>2. How information is used</h3>
<p>Information is used only to provide Meridian to the agency: to let agents serve their clients, check compliance (scope of appointment, licensing, writing numbers), send the notices and emails users ask for, secure the service and keep the audit history. We do not sell personal information and do not use lead information for our own marketing.</p>
<h3>3. Who can see it</h3>
<ul>
  <li>Each agency's information is kept separate; users of one agency never see another agency's leads.</li>
  <li>Within an agency, agents see the leads assigned to them; administrators and users whose role allows it see the agency's leads.</li>
  <li>Meridian staff access information only to provide support the agency asked for, or to keep the service secure, under confidentiality obligations.</li>
  <li>Information is shared with service providers that host and operate Meridian (hosting, email, telephony) under contracts that protect it, with insurance carriers only when an agent submits an application, and with authorities when the law requires.</li>
</ul>
<h3>4. Health and Medicare information</h3>
<p>Medicare numbers and coverage information are protected health information. Meridian protects them with access controls, encryption in transit and at rest, and audit logs, consistent with the HIPAA Security Rule and the business associate agreements agencies sign.</p>
<h3>5. How long it is kept</h3>
<ul>
  <li>Scope-of-appointment records (a voice-signature SOA's recording included) and enrollment records: {soa_record_retention_years} years, as CMS requires.</li>
  <li>Recordings of Medicare sales and marketing calls: {marketing_call_retention_years} years, as CMS requires.</li>
  <li>Other lead information: while the agency's account is active, and deleted within 90 days after the agency closes its account, except where the law requires longer.</li>
  <li>Sign-in and audit records: 7 years.</li>
</ul>
<h3>6. Clients' choices and rights</h3>
<p>Clients may ask their agent or agency to update their contact details or contact permissions (for example through the self-service link an agent sends), to stop contacting them, or for a copy or deletion of their information where the law allows. Requests made to Meridian are passed to the agency concerned.</p>
<h3>7. Security</h3>
<p>Passwords are stored with memory-hard hashing, sessions expire, and every change to administrative records is written to an audit history. If we learn of a breach affecting personal information, we tell the affected agencies without undue delay so that notices required by law can be given.</p>
<h3>8. Changes</h3>
<p>When this policy changes, a new version with its effective date is published here; the previous versions are kept.</p>
<h3>9. Contact</h3>
<p>Questions about privacy: <a href="mailto:privacy@meridian.example">privacy@meridian.example</a>, or Meridian Privacy Office, 100 Main Street, Suite 400, Springfield, IL 62701, (800) 555-0142.</p>`,
  },
];
