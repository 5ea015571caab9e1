export * from './routes';
export { noticeAdminRoutes } from './admin-routes';
