// Administration (issue 16): the admin layout and the Users screen. Only the routes leave the feature.
export { adminRoutes } from './routes';
