// What other features and the route table may use of the calendar.
export { calendarRoutes } from './routes';
import { lazyComponent } from '../../shared/lazyComponent';

// Appointments and tasks as a dense list, for lazy screens only (the dashboard, a lead's page): the
// first load never imports it.
export { EventList, type EventListProps } from './EventList';

export type { EventEditorProps } from './EventEditor';

/** The Add/Edit Event dialog for the dashboard and a lead's page, loaded when it first opens. */
export const LazyEventEditor = lazyComponent(() => import('./EventEditor').then((m) => m.EventEditor));
