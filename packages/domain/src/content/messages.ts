/** The content pages' messages (the spec is silent; designed, see apps/portal/README.md). */
export const CONTENT_MESSAGES = {
  noForms: 'No forms match your search.',
  noFormsInTab: 'No forms for this product line yet.',
  noArticles: 'No help articles match your search.',
  articleNotFound: 'This help article does not exist or was removed.',
  documentNotFound: 'This form does not exist or was removed.',
  popupBlocked: 'Your browser blocked the new tab. Allow pop-ups for Meridian and try again.',
  noPolicy: 'The privacy policy could not be loaded. Try again in a moment.',
} as const;
