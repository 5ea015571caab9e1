export * from './routes';
export { accountAdminRoutes, cobrandLogoUrl, publicCobrandRoutes } from './admin-routes';
