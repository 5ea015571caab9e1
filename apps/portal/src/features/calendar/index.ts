// What other features and the route table may use of the calendar.
export { calendarRoutes } from './routes';
