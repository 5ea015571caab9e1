export * from './routes';
export { TEXTING } from './repository';
export { selfServiceOptions } from './repository';
