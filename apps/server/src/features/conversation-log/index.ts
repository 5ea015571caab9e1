export { conversationLogRoutes } from './routes';
