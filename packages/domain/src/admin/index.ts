// Administration (spec 02 §3.12): how the admin audit's History reads. The entity types stay internal.
export { auditActionLabel, auditChanges, auditValueText, type AuditFieldChange } from './format';
