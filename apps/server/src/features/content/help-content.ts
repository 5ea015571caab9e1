/** One shipped help article: stable slug, the feature it covers, title, summary and body (HTML, sanitized on load). */
export interface HelpContent {
  slug: string;
  topic: string;
  title: string;
  summary: string;
  html: string;
}

/** How-to articles for each feature of Meridian (issue 15). */
export const HELP_CONTENT: readonly HelpContent[] = [
  {
    slug: 'signing-in-and-your-session',
    topic: 'Sign-in and session',
    title: 'Signing in and staying signed in',
    summary: 'Sign in with your username and password; what happens when your session expires or you sign out.',
    html: `
<p>Open Meridian and sign in with the username and password your agency administrator gave you (or the ones you chose when you registered).</p>
<h3>Your session</h3>
<ul>
  <li>Meridian keeps you signed in while you work. After a long pause it renews your session in the background; if it cannot, it brings you back to the sign-in page and returns you to where you were.</li>
  <li>Signing out from the user menu (top right) ends the session in every tab of this browser.</li>
  <li>If an administrator changes your role, your menus update on your next action.</li>
</ul>
<h3>Forgotten password or locked account</h3>
<p>Several wrong passwords in a row lock sign-in for a few minutes. Ask your agency administrator to reset your password, or contact Meridian support.</p>`,
  },
  {
    slug: 'quick-search',
    topic: 'Quick search',
    title: 'Finding a lead with quick search',
    summary:
      'Find leads from the header by name, phone, email, place, birthdate, lead date, tracking code, disposition, tag or agent, and open the result.',
    html: `
<p>The quick search button in the header (the magnifying glass) opens Quick Search from anywhere in Meridian.</p>
<ol>
  <li>On the <strong>Lead</strong> tab, fill in any of First Name, Last Name, Phone, Email, City, County, State, Zip, DOB Month, DOB From and To, Lead Date From and To, Tracking Code, Lead Disposition and Tag (and Agent, when you see your agency's leads). Every field you fill must match.</li>
  <li>The <strong>Updated Rx + Current Plan</strong> tab finds leads by whether and when their drug list was updated and whether they have a current plan; the <strong>Application</strong> tab by application disposition.</li>
  <li>Press <strong>Search</strong> (or Enter), then pick the lead in the results to open its Lead Details.</li>
</ol>
<p>Phone numbers match whatever the formatting; names match from the start of the first or last name. Quick search does not search by Medicare number or Social Security number: those are never sent in a search. You see only the leads your role allows: your own, or your agency's when you manage leads.</p>`,
  },
  {
    slug: 'leads-and-lead-details',
    topic: 'Leads',
    title: 'Working a lead: the lead page and Lead Details',
    summary:
      'The lead page panels — contact details, compliance checklist, dispositions, notes, plans and applications.',
    html: `
<p>The lead page gathers everything about one client.</p>
<ul>
  <li><strong>Lead Details</strong> holds the client's name, birth date, contact methods, addresses, Medicare information and origination (lead source, campaign, partner). Select <em>Edit</em> to change them; Meridian warns before you leave with unsaved changes.</li>
  <li><strong>Compliance checklist</strong> shows what must be in place before you discuss or enroll a product: a signed Scope of Appointment, a current writing number and licence for the client's state, and contact permissions.</li>
  <li><strong>Dispositions</strong> record the outcome of each contact; the latest one shows on the lead list.</li>
  <li><strong>Notes</strong> keep the conversation log.</li>
  <li><strong>Current plans</strong> and <strong>applications</strong> list what the client has and what you submitted.</li>
</ul>
<p>Contact permissions (do not call, email, mail or text) are honoured across Meridian and their history is kept.</p>`,
  },
  {
    slug: 'adding-a-new-lead',
    topic: 'New Lead',
    title: 'Adding a new lead',
    summary: 'Open New Lead from the sidebar or quick actions, fill the required fields, and avoid duplicates.',
    html: `
<ol>
  <li>Select <strong>+</strong> in the sidebar, or <em>New Lead</em> in the quick actions.</li>
  <li>Enter the first and last name and at least one way to reach the client; the birth date and ZIP code help find plans later.</li>
  <li>Choose the lead source and, when your agency uses them, the campaign and partner.</li>
  <li>Select <strong>Save</strong>. Meridian opens the new lead's page.</li>
</ol>
<p>Required fields are marked; a field that needs attention says what is wrong under it, and nothing you typed is lost.</p>`,
  },
  {
    slug: 'dialer-and-call-recording',
    topic: 'Dialer',
    title: 'Calling clients with the dialer and call recording',
    summary: 'Place calls from a lead, how calls are recorded for Medicare compliance, and the dialer settings.',
    html: `
<p>Select a phone number on a lead to call it through your agency's phone dialer. Meridian checks the client's contact permissions first and will not call a number marked do-not-call.</p>
<h3>Call recording</h3>
<p>CMS requires that marketing and enrollment calls about Medicare Advantage and Part D plans be recorded. When your agency enables recording, calls placed through the dialer are recorded and kept for the retention period Medicare requires ({marketing_call_retention_years} years for sales and marketing calls; a voice-signature SOA, an SOA record, {soa_record_retention_years} years), linked to the lead.</p>
<h3>Settings</h3>
<p>In your profile's dialer settings choose how calls are placed (for example your desk phone rings first). Your administrator sets the provider for the agency.</p>`,
  },
  {
    slug: 'notices',
    topic: 'Notices',
    title: 'Reading notices',
    summary: 'The bell shows unread notices; important ones open by themselves until you dismiss them.',
    html: `
<p>Your agency and Meridian send notices — carrier updates, compliance reminders, system news.</p>
<ul>
  <li>The bell in the header shows how many are unread. Open it to read them and mark them read.</li>
  <li>An <strong>important</strong> notice opens by itself when you sign in until you dismiss it.</li>
  <li>Past notices stay available under <em>Past notices</em>.</li>
  <li>Some notices carry a download link (for example a report) that opens the file.</li>
</ul>`,
  },
  {
    slug: 'quick-links',
    topic: 'Quick links',
    title: 'Using and managing quick links',
    summary: 'Shortcuts to the sites you use every day: add your own, hide, and reorder them.',
    html: `
<p>Quick links are shortcuts in the header menu to sites such as the Medicare Plan Finder or carrier portals.</p>
<ul>
  <li><strong>System</strong> links come with Meridian; <strong>account</strong> links are added by your agency administrator for everyone; <strong>user</strong> links are your own.</li>
  <li>Open <em>Manage quick links</em> to add a link (title and web address), edit or delete your own, hide the ones you do not use, and drag to reorder.</li>
</ul>`,
  },
  {
    slug: 'profile-and-writing-numbers',
    topic: 'Profile',
    title: 'Your profile and agent writing numbers',
    summary:
      'Keep your contact details, licences and carrier writing numbers current so the compliance checklist passes.',
    html: `
<p>Open your profile from the user menu.</p>
<ul>
  <li><strong>Contact details</strong>: phones, emails and addresses your agency and clients use.</li>
  <li><strong>Agent writing numbers</strong>: add each carrier and product type you are appointed for, with the writing number and, for Medicare Advantage and Part D, the plan year you are certified for. A duplicate carrier and product type is refused.</li>
  <li><strong>State licences</strong>: the licence number for each state you sell in.</li>
  <li><strong>Communication preferences</strong>: how Meridian reaches you (email, text).</li>
</ul>
<p>The lead page's compliance checklist reads these: an expired certification or missing licence shows there.</p>`,
  },
  {
    slug: 'client-self-service-link',
    topic: 'Self-service link',
    title: 'Sending a client the self-service link',
    summary: 'A secure, expiring link that lets clients review and update their own contact details.',
    html: `
<p>From a lead's page, create a <strong>self-service link</strong> and send it by email or text. The client opens it without an account to check and update their contact details and permissions.</p>
<ul>
  <li>Each link is signed and expires; creating a new one replaces the previous one.</li>
  <li>Changes the client makes show on the lead and in its history.</li>
  <li>Only send a link to contact details the client gave you.</li>
</ul>`,
  },
  {
    slug: 'administration',
    topic: 'Administration',
    title: 'Administration for agency admins',
    summary: 'Users and roles, registration links, notices, lead sources, campaigns, partners and the audit history.',
    html: `
<p>Agency administrators see <strong>Admin</strong> in the sidebar.</p>
<ul>
  <li><strong>Users</strong>: search, activate and deactivate users, approve pending registrations.</li>
  <li><strong>Roles</strong>: what each role may do.</li>
  <li><strong>Registration links</strong>: invite agents to register themselves with a role; revoke a link you no longer want used.</li>
  <li><strong>Notices</strong>: send notices to everyone or to chosen users.</li>
  <li><strong>Lead sources, campaigns, partners, lead instructions and product filters</strong>: the lists agents pick from.</li>
  <li><strong>History</strong>: each record's changes — who, when, and each field before and after.</li>
</ul>`,
  },
  {
    slug: 'forms-and-documents',
    topic: 'Forms',
    title: 'Printing forms for clients',
    summary: 'Find the Scope of Appointment, enrollment checklists and worksheets under Forms and print them.',
    html: `
<p>Open <strong>Forms</strong> in the sidebar. Forms are grouped by product line — Medicare, Final Expense, Life and Ancillary. Search a tab by words in the title or the text, then select a form: it opens in a new tab, ready to print or save as PDF from your browser.</p>`,
  },
];
