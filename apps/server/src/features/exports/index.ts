export * from './routes';
export { EXPORT_ROW_LIMIT } from './repository';
