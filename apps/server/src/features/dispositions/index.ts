export { dispositionRoutes } from './routes';
