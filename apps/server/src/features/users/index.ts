export * from './routes';
export { userAdminRoutes } from './admin-routes';
export { setPasswordRoutes } from './set-password-routes';
export { SetPasswordLinks } from './set-password-links';
export { loadUserDetails, PRINCIPAL_AND_USER_STATEMENT, USER_DETAILS_STATEMENT } from './repository';
