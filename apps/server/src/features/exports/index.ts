export * from './routes';
export { EXPORT_ROW_LIMIT } from './repository';
export { leadExportRoutes } from './lead-export-routes';
export { LEAD_EXPORT_QUEUE } from './lead-export';
