// The feature's screens as one lazily loaded chunk (routes.tsx loads them from here); Lead Details
// is a chunk of its own, loaded when it opens.
export { LeadPage } from './LeadPage';
export { NewLeadPage } from './NewLeadPage';
