export { leadInstructionRoutes } from './routes';
