export { coverageRoutes } from './routes';
