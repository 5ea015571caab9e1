export * from './routes';
export { originationAdminRoutes, ORIGINATION_ADMIN_URLS } from './admin-routes';
