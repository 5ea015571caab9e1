// The dashboard (spec 01 §2 `/`): its route; the page loads lazily.
export { dashboardRoutes } from './routes';
