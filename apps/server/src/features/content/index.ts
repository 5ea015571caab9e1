export { contentRoutes, publicContentRoutes } from './routes';
export { loadContent } from './seed';
