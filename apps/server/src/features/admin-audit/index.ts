export { adminAuditRoutes, ADMIN_AUDIT_PERMISSIONS } from './routes';
export { writeAdminAudit, type AdminChange } from './repository';
