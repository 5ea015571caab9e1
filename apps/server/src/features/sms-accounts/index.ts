export { smsAccountRoutes } from './routes';
export { senderFor } from './repository';
