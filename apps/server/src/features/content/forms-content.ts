import type { FormProductLine } from '@meridian/domain';

/** One shipped form: its stable slug, tab, title, one-line summary and printable body (HTML, sanitized on load). */
export interface FormContent {
  slug: string;
  product_line: FormProductLine;
  title: string;
  summary: string;
  html: string;
}

const signatureLines = (who: string) => `
<table>
  <tr><td>${who} signature: ______________________________________</td><td>Date: ____ / ____ / ________</td></tr>
</table>`;

const agentBlock = `
<h3>Agent</h3>
<table>
  <tr><td>Agent name: ______________________________</td><td>Phone: (____) ______-________</td></tr>
  <tr><td>National Producer Number (NPN): ______________</td><td>Agency: ______________________________</td></tr>
</table>`;

const clientBlock = `
<table>
  <tr><td>Client name: ______________________________</td><td>Phone: (____) ______-________</td></tr>
  <tr><td colspan="2">Address: ______________________________________________________________</td></tr>
</table>`;

/** Meridian's own forms (issue 15): written for this product in the spirit of the CMS and carrier models. */
export const FORM_CONTENT: readonly FormContent[] = [
  {
    slug: 'scope-of-appointment',
    product_line: 'medicare',
    title: 'Scope of Appointment Confirmation Form',
    summary:
      'The products the client agrees to discuss, signed before a Medicare Advantage or Part D sales appointment (kept {soa_record_retention_years} years).',
    html: `
<h1>Scope of Sales Appointment Confirmation Form</h1>
<p>The Centers for Medicare &amp; Medicaid Services (CMS) requires agents to document the scope of a marketing appointment before the appointment takes place. All information on this form is confidential and must be completed by each person with Medicare or their authorized representative.</p>
<h2>Products the beneficiary agrees to discuss</h2>
<p>Please initial beside each type of product you want the agent to discuss.</p>
<table>
  <tr><th>Initials</th><th>Product</th><th>What it is</th></tr>
  <tr><td>______</td><td>Stand-alone Medicare Prescription Drug Plans (Part D)</td><td>A plan that adds prescription drug coverage to Original Medicare, some Medicare Cost Plans, some Private Fee-for-Service Plans and Medicare Medical Savings Account Plans.</td></tr>
  <tr><td>______</td><td>Medicare Advantage Plans (Part C) and Cost Plans</td><td>Health Maintenance Organization (HMO), Preferred Provider Organization (PPO), Private Fee-for-Service (PFFS), Special Needs Plans (SNP), Medical Savings Account (MSA) and Medicare Cost Plans.</td></tr>
  <tr><td>______</td><td>Dental, vision or hearing products</td><td>Plans offering additional benefits for consumers looking for dental, vision or hearing coverage.</td></tr>
  <tr><td>______</td><td>Hospital indemnity products</td><td>Plans offering additional benefits, payable to consumers based on their medical utilization.</td></tr>
  <tr><td>______</td><td>Medicare Supplement (Medigap) products</td><td>Plans that help pay some of the out-of-pocket costs not paid by Original Medicare.</td></tr>
</table>
<p>By signing this form, you agree to a meeting with a sales agent to discuss the types of products you initialed above. Please note, the person who will discuss the products is either employed or contracted by a Medicare plan. They do not work directly for the Federal government. This individual may also be paid based on your enrollment in a plan.</p>
<p><strong>Signing this form does not obligate you to enroll in a plan, affect your current or future enrollment status, or enroll you in a Medicare plan.</strong></p>
<h2>Beneficiary or authorized representative</h2>
${clientBlock}
${signatureLines('Beneficiary or authorized representative')}
<p>If you are the authorized representative, please sign above and print below:</p>
<table>
  <tr><td>Representative's name: ______________________________</td><td>Relationship to beneficiary: ____________________</td></tr>
</table>
<h2>To be completed by the agent</h2>
${agentBlock}
<table>
  <tr><td>Initial method of contact: ____________________</td><td>Date form signed: ____ / ____ / ________</td></tr>
  <tr><td>Date of appointment: ____ / ____ / ________</td><td>Plan(s) the agent represented during this meeting: ____________________</td></tr>
  <tr><td colspan="2">Explanation of why the form was not documented at least 48 hours before the meeting (if applicable): ______________________________________________</td></tr>
</table>
${signatureLines('Agent')}
<p><small>Scope of appointment documentation is subject to CMS record retention requirements ({soa_record_retention_years} years). Record the signed form on the lead's SOA panel in Meridian.</small></p>`,
  },
  {
    slug: 'medicare-advantage-enrollment-checklist',
    product_line: 'medicare',
    title: 'Medicare Advantage Enrollment Checklist',
    summary: 'What to confirm with the client before and while completing a Medicare Advantage (Part C) enrollment.',
    html: `
<h1>Medicare Advantage Enrollment Checklist</h1>
<p>Go through each item with the client before submitting a Medicare Advantage application. Tick each box as it is done.</p>
<h2>Before the appointment</h2>
<ul>
  <li>☐ A signed Scope of Appointment covering Medicare Advantage, recorded at least 48 hours before a meeting the client did not start (walk-ins and client-initiated calls excepted).</li>
  <li>☐ The agent is licensed in the client's state, appointed with the carrier and certified for the plan year.</li>
</ul>
<h2>Eligibility</h2>
<ul>
  <li>☐ The client has Medicare Part A and Part B (Medicare card seen; Medicare Beneficiary Identifier and effective dates copied correctly).</li>
  <li>☐ The client lives in the plan's service area (permanent address, not a P.O. box).</li>
  <li>☐ A valid election period: Initial Coverage Election Period, Annual Enrollment Period (October 15 – December 7), Medicare Advantage Open Enrollment Period (January 1 – March 31) or a Special Election Period, with its reason and date written down.</li>
  <li>☐ For a Special Needs Plan: the qualifying condition or Medicaid level verified.</li>
</ul>
<h2>Plan fit</h2>
<ul>
  <li>☐ The client's doctors and hospitals checked against the plan's network.</li>
  <li>☐ The client's prescriptions (name, strength, quantity) checked against the formulary, with the pharmacy.</li>
  <li>☐ Premium, deductibles, copays and the maximum out-of-pocket explained.</li>
  <li>☐ Supplemental benefits (dental, vision, hearing, over-the-counter) explained as the plan offers them, without promising what it does not.</li>
</ul>
<h2>Required disclosures</h2>
<ul>
  <li>☐ The CMS pre-enrollment checklist reviewed, and the Summary of Benefits and Star Ratings offered.</li>
  <li>☐ The client understands the plan replaces Original Medicare for covered services and how a Medicare Supplement policy would be affected.</li>
  <li>☐ The call recorded where CMS requires it (Meridian's dialer records the call).</li>
</ul>
<h2>After submitting</h2>
<ul>
  <li>☐ Confirmation number given to the client and noted on the lead.</li>
  <li>☐ The client told to expect a welcome letter and ID card, and when coverage begins.</li>
</ul>
${signatureLines('Agent')}`,
  },
  {
    slug: 'part-d-enrollment-checklist',
    product_line: 'medicare',
    title: 'Part D Prescription Drug Plan Enrollment Checklist',
    summary:
      'Drug list, pharmacy, late enrollment penalty and Extra Help questions for a stand-alone Part D enrollment.',
    html: `
<h1>Part D Prescription Drug Plan Enrollment Checklist</h1>
<h2>Eligibility and timing</h2>
<ul>
  <li>☐ The client has Medicare Part A or Part B and lives in the plan's service area.</li>
  <li>☐ The client is not in a Medicare Advantage plan that includes drug coverage (enrolling would end it).</li>
  <li>☐ A valid election period, with its reason and date.</li>
  <li>☐ Any months without creditable drug coverage since Medicare began noted (late enrollment penalty); letters of creditable coverage gathered.</li>
</ul>
<h2>Drugs and pharmacy</h2>
<table>
  <tr><th>Drug name</th><th>Strength</th><th>Quantity / days</th><th>On formulary (tier)</th></tr>
  <tr><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr>
  <tr><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr>
  <tr><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr>
  <tr><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr>
</table>
<ul>
  <li>☐ Preferred pharmacy (or mail order) in network.</li>
  <li>☐ Prior authorization, step therapy and quantity limits explained for any drug that has them.</li>
  <li>☐ Estimated yearly cost compared, including the deductible and the annual out-of-pocket cap.</li>
</ul>
<h2>Help paying</h2>
<ul>
  <li>☐ Asked whether the client may qualify for Extra Help (Low-Income Subsidy) or a State Pharmaceutical Assistance Program.</li>
  <li>☐ The Medicare Prescription Payment Plan (monthly payments of drug costs) mentioned.</li>
</ul>
${signatureLines('Agent')}`,
  },
  {
    slug: 'medicare-supplement-application-checklist',
    product_line: 'medicare',
    title: 'Medicare Supplement Application Checklist',
    summary:
      'Open enrollment and guaranteed issue, underwriting questions, replacement form and premium mode for a Medigap application.',
    html: `
<h1>Medicare Supplement (Medigap) Application Checklist</h1>
<h2>Timing and underwriting</h2>
<ul>
  <li>☐ Part B effective date: is the client in the six-month Medigap open enrollment period?</li>
  <li>☐ Guaranteed issue right (for example losing employer coverage or leaving a Medicare Advantage plan in a trial right), with proof.</li>
  <li>☐ Otherwise: the carrier's health questions answered by the client in their own words; height, weight and medications recorded.</li>
</ul>
<h2>Plan</h2>
<ul>
  <li>☐ Plan letter chosen (for example G, N or High-Deductible G) and what the client pays explained (Part B deductible, Plan N copays, excess charges).</li>
  <li>☐ Rating method explained (attained-age, issue-age or community-rated) and household discount checked.</li>
  <li>☐ A stand-alone Part D plan discussed: a Medigap policy does not cover prescriptions.</li>
</ul>
<h2>Replacement</h2>
<ul>
  <li>☐ Existing Medicare Supplement, Medicare Advantage or other health coverage asked about.</li>
  <li>☐ If replacing: the state's replacement notice signed, one copy left with the client; the old coverage kept until the new policy is issued.</li>
</ul>
<h2>Application</h2>
<ul>
  <li>☐ Medicare Beneficiary Identifier, Part A and Part B dates copied from the card.</li>
  <li>☐ Premium mode and draft date chosen; bank details entered by the client or read back.</li>
  <li>☐ Outline of Coverage and Guide to Health Insurance for People with Medicare delivered.</li>
</ul>
${signatureLines('Agent')}`,
  },
  {
    slug: 'client-contact-consent',
    product_line: 'medicare',
    title: 'Client Contact and Consent Form',
    summary: 'How the client agrees to be contacted (phone, text, email, mail) and consents to call recording.',
    html: `
<h1>Client Contact and Consent Form</h1>
<p>This form records how you would like your agent to contact you. You may change or withdraw any of these choices at any time by telling your agent or the agency.</p>
<h2>Your details</h2>
${clientBlock}
<table>
  <tr><td>Email: ______________________________</td><td>Best time to call: ________________</td></tr>
</table>
<h2>How we may contact you</h2>
<table>
  <tr><th>Method</th><th>Yes</th><th>No</th></tr>
  <tr><td>Telephone calls (including about plan changes and renewals)</td><td>☐</td><td>☐</td></tr>
  <tr><td>Text messages (message and data rates may apply)</td><td>☐</td><td>☐</td></tr>
  <tr><td>Email</td><td>☐</td><td>☐</td></tr>
  <tr><td>Mail</td><td>☐</td><td>☐</td></tr>
</table>
<h2>Call recording</h2>
<p>Calls with your agent about Medicare plans may be recorded, as Medicare rules require, and kept for up to {marketing_call_retention_years} years. ☐ I understand that my calls may be recorded.</p>
<h2>Your information</h2>
<p>Your agent will use your information only to help you with insurance products you asked about, and keeps it as described in the agency's privacy policy. Your agent will not share your Medicare number or health information with anyone except the insurance companies you choose to apply with.</p>
${signatureLines('Client')}
${agentBlock}`,
  },
  {
    slug: 'final-expense-needs-worksheet',
    product_line: 'final-expense',
    title: 'Final Expense Needs Worksheet',
    summary:
      'Funeral, burial and outstanding costs added up, less what is already in place, to size a final expense policy.',
    html: `
<h1>Final Expense Needs Worksheet</h1>
<p>Fill this in with the client to estimate how much coverage would pay for their final arrangements without leaving costs to their family.</p>
<h2>Expected costs</h2>
<table>
  <tr><th>Item</th><th>Estimate</th></tr>
  <tr><td>Funeral service (home, staff, viewing, ceremony)</td><td>$ __________</td></tr>
  <tr><td>Casket or urn</td><td>$ __________</td></tr>
  <tr><td>Burial plot, opening and closing, vault — or cremation</td><td>$ __________</td></tr>
  <tr><td>Headstone or marker</td><td>$ __________</td></tr>
  <tr><td>Flowers, obituary, death certificates, transportation</td><td>$ __________</td></tr>
  <tr><td>Outstanding medical bills</td><td>$ __________</td></tr>
  <tr><td>Other debts (credit cards, loans)</td><td>$ __________</td></tr>
  <tr><td>Legal and estate costs</td><td>$ __________</td></tr>
  <tr><td><strong>A. Total expected costs</strong></td><td><strong>$ __________</strong></td></tr>
</table>
<h2>What is already in place</h2>
<table>
  <tr><td>Existing life insurance (face amount)</td><td>$ __________</td></tr>
  <tr><td>Savings set aside for final expenses</td><td>$ __________</td></tr>
  <tr><td>Pre-paid funeral plan</td><td>$ __________</td></tr>
  <tr><td><strong>B. Total resources</strong></td><td><strong>$ __________</strong></td></tr>
</table>
<p><strong>Coverage need (A − B): $ __________</strong></p>
<h2>Client</h2>
<table>
  <tr><td>Date of birth: ____ / ____ / ________</td><td>Tobacco use in the last 12 months: ☐ Yes ☐ No</td></tr>
  <tr><td>Beneficiary: ______________________________</td><td>Relationship: ________________</td></tr>
  <tr><td>Monthly budget for premium: $ __________</td><td>Preferred draft date (e.g. with Social Security): ______</td></tr>
</table>
${signatureLines('Agent')}`,
  },
  {
    slug: 'final-expense-application-checklist',
    product_line: 'final-expense',
    title: 'Final Expense Application Checklist',
    summary:
      'Health questions, beneficiary, payment and replacement items to check before submitting a final expense application.',
    html: `
<h1>Final Expense Application Checklist</h1>
<ul>
  <li>☐ The client is the proposed insured (or the insured is present and consents) and is within the carrier's issue ages.</li>
  <li>☐ Health questions read word for word and answered by the client; prescriptions listed (carriers check pharmacy records).</li>
  <li>☐ Plan type explained: level, graded or guaranteed issue, including any waiting period.</li>
  <li>☐ Primary and contingent beneficiaries with full names, relationships and dates of birth.</li>
  <li>☐ Existing life insurance asked about; the state's replacement form completed when it applies.</li>
  <li>☐ Payment method and draft date aligned with the client's income dates.</li>
  <li>☐ Free-look period explained and the client given the agent's contact details.</li>
</ul>
${signatureLines('Agent')}`,
  },
  {
    slug: 'life-insurance-needs-analysis',
    product_line: 'life',
    title: 'Life Insurance Needs Analysis',
    summary: 'Income replacement, debts, education and final costs against current coverage and assets.',
    html: `
<h1>Life Insurance Needs Analysis</h1>
<h2>Needs</h2>
<table>
  <tr><td>Years of income to replace × annual income</td><td>$ __________</td></tr>
  <tr><td>Mortgage balance</td><td>$ __________</td></tr>
  <tr><td>Other debts</td><td>$ __________</td></tr>
  <tr><td>Education funding</td><td>$ __________</td></tr>
  <tr><td>Final expenses</td><td>$ __________</td></tr>
  <tr><td><strong>A. Total needs</strong></td><td><strong>$ __________</strong></td></tr>
</table>
<h2>Resources</h2>
<table>
  <tr><td>Existing life insurance (personal and group)</td><td>$ __________</td></tr>
  <tr><td>Savings and investments available</td><td>$ __________</td></tr>
  <tr><td><strong>B. Total resources</strong></td><td><strong>$ __________</strong></td></tr>
</table>
<p><strong>Recommended coverage (A − B): $ __________</strong> — term length or permanent coverage: __________</p>
${signatureLines('Client')}
${agentBlock}`,
  },
  {
    slug: 'dental-vision-hearing-checklist',
    product_line: 'ancillary',
    title: 'Dental, Vision and Hearing Plan Checklist',
    summary: 'Waiting periods, annual maximums and networks to compare before enrolling a client in an ancillary plan.',
    html: `
<h1>Dental, Vision and Hearing Plan Checklist</h1>
<ul>
  <li>☐ What the client's Medicare Advantage plan already covers (avoid paying twice).</li>
  <li>☐ The client's dentist, eye doctor or hearing provider in network.</li>
  <li>☐ Waiting periods for basic and major dental services explained.</li>
  <li>☐ Annual maximum, deductible and coinsurance by service class compared.</li>
  <li>☐ Hearing aid allowance and how often it renews.</li>
  <li>☐ Effective date, premium and how to cancel explained.</li>
</ul>
${signatureLines('Agent')}`,
  },
  {
    slug: 'hospital-indemnity-checklist',
    product_line: 'ancillary',
    title: 'Hospital Indemnity Plan Checklist',
    summary: 'Daily benefit, benefit periods and pre-existing condition limits for a hospital indemnity plan.',
    html: `
<h1>Hospital Indemnity Plan Checklist</h1>
<ul>
  <li>☐ A Scope of Appointment covers hospital indemnity products when discussed with a Medicare beneficiary.</li>
  <li>☐ The client's Medicare Advantage hospital copays compared with the plan's daily benefit.</li>
  <li>☐ Benefit days per stay and per year, and when a new benefit period begins.</li>
  <li>☐ Pre-existing condition limitation period explained.</li>
  <li>☐ The plan pays cash benefits and is not health insurance that replaces Medicare.</li>
</ul>
${signatureLines('Agent')}`,
  },
];
