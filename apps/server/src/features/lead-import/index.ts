export { leadImportRoutes } from './routes';
export { LEAD_IMPORT_BATCH, LEAD_IMPORT_QUEUE, leadImportJobHandler, runBatch, type LeadImportJobPayload } from './run';
