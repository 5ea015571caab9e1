import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

// The calendar library and its styles load with the page, never at first paint.
const CalendarPage = lazyPage(() => import('./CalendarPage').then((m) => m.CalendarPage));

const handle: PageHandle = { title: 'Calendar' };

/**
 * `/calendar` (spec 01 §2) and `/calendar/new`, where the sidebar's + and the quick action Create
 * New Calendar Event open the Add dialog over the calendar.
 */
export const calendarRoutes: RouteObject[] = [
  { path: '/calendar/new', element: <CalendarPage adding />, handle: { title: 'New calendar event' } },
  { path: '/calendar/*', element: <CalendarPage />, handle },
];
