export { clientLinkRoutes, publicClientRoutes } from './routes';
