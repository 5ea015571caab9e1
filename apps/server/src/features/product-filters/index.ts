export { productFilterRoutes } from './routes';
