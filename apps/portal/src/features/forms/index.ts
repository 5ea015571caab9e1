export { formsRoutes } from './routes';
