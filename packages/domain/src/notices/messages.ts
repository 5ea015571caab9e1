// The Notices admin screen's refusals (issue 16). The spec quotes none of them; they are designed
// (apps/portal/README.md "Notices (admin)") and shown the same by the portal's form and the server.
export const NOTICE_ADMIN_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: 'The title can be at most 200 characters.',
  textRequired: 'Enter the notice text.',
  textTooLong: 'The notice text is too long (at most 20,000 characters of HTML).',
  startRequired: 'Enter a start date.',
  startInvalid: 'Enter the start date as MM/DD/YYYY.',
  endInvalid: 'Enter the end date as MM/DD/YYYY, or leave it empty.',
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;
