// Leads (spec 02 §2.1-2.4): the lead page at lead/{lead_id} and the New Lead dialog at /lead/new.
// Only the routes leave the feature; every screen loads on first visit.
export { leadRoutes } from './routes';
