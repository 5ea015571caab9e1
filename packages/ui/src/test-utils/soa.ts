/** SOA fixtures for stories and tests (never shipped: test-utils is not exported). */

export const SOA_AGENT = {
  name: 'Jane Agent',
  company: 'Prairie Health Insurance Agency',
  phone: '3125550100',
  email: 'jane.agent@prairie.example',
  address: { address1: '100 Main St', address2: 'Suite 2', city: 'Chicago', state_id: 'IL', zip: '60601' },
};

export const SOA_LEAD = { name: 'Ada Byron', email: 'ada.byron@example.com' };

/** CMS's "we do not offer every plan" disclaimer with counts, as `email_disclaimer_text_with_counts` carries it. */
const disclaimer = (organizations: number, plans: number) =>
  `<p>We do not offer every plan available in your area. Currently we represent <strong>${organizations}</strong> organizations which offer <strong>${plans}</strong> products in your area. Please contact <a href="https://www.medicare.gov">Medicare.gov</a>, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.</p>`;

export const SOA_DISCLAIMERS = [
  { plan_year: '2027', email_disclaimer_text_with_counts: disclaimer(6, 48) },
  { plan_year: '2026', email_disclaimer_text_with_counts: disclaimer(5, 42) },
];
