export * from './routes';
export { SYSTEM_HIERARCHY_ID, visibleLinks } from './repository';
