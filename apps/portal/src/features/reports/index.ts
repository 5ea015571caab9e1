// The reports page (spec 01 §2 `reports/self-service`, spec 02 §7.7): its routes; the page loads lazily.
export { reportsRoutes } from './routes';
