export * from './routes';
export { userAdminRoutes } from './admin-routes';
export { loadUserDetails, PRINCIPAL_AND_USER_STATEMENT, USER_DETAILS_STATEMENT } from './repository';
