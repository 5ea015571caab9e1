export * from './routes';
export * from './writing-numbers';
