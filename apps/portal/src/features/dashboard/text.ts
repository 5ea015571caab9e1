// The dashboard's words. Spec 01 §2 names the route and the 665 px threshold, not the panels: what
// each panel says is this product's choice (apps/portal/README.md, "Dashboard").

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  today: {
    title: 'Today',
    list: "Today's appointments and tasks",
    empty: 'Nothing scheduled today.',
    newEvent: 'New Event',
    calendar: 'Open calendar',
  },
  overdue: {
    title: 'Overdue tasks',
    list: 'Overdue tasks',
    empty: 'No overdue tasks.',
  },
  recentLeads: {
    title: 'Recent leads',
    list: 'Recent leads',
    empty: 'No leads yet.',
    all: 'All my leads',
    added: (date: string) => `Added ${date}`,
    noDisposition: 'No disposition',
  },
  awaiting: {
    title: 'SOAs awaiting signature',
    list: 'SOAs awaiting the client’s signature',
    empty: 'No SOAs are waiting for a signature.',
    sent: (date: string) => `Sent ${date}`,
    appointment: (date: string) => `Appointment ${date}`,
    more: (shown: number, total: number) => `Showing ${shown} of ${total}.`,
  },
  notices: {
    title: 'Unread notices',
    list: 'Unread notices',
    empty: 'No unread notices.',
    open: 'Open Notices',
    posted: (date: string) => `Posted ${date}`,
  },
  dispositions: {
    title: 'My leads by disposition',
    list: 'My leads by disposition',
    empty: 'No leads assigned to you yet.',
    none: 'No disposition',
    total: (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'} in all`,
  },
  loadFailed: (what: string) => `${what} could not be loaded.`,
  loading: (what: string) => `Loading ${what.toLowerCase()}`,
} as const;
