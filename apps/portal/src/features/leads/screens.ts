// The lead page as one lazily loaded chunk (routes.tsx loads it from here); Lead Details and the New
// Lead dialog (with its rich-text Notes editor) are chunks of their own, loaded when they open.
export { LeadPage } from './LeadPage';
