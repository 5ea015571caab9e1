export * from './routes';
export * from './writing-numbers';
export * from './state-licenses';
