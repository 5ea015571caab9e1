export { privacyRoutes } from './routes';
