// The library's CommonJS files are imported one by one (lib/), as its drag-and-drop addon does, so
// the bundle holds one copy of the calendar; @types/react-big-calendar types only the package root.
declare module 'react-big-calendar/lib/Calendar' {
  export { Calendar as default } from 'react-big-calendar';
}
declare module 'react-big-calendar/lib/localizers/date-fns' {
  export { dateFnsLocalizer as default } from 'react-big-calendar';
}
