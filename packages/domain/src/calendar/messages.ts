// Appointments, tasks and the assign-lead search panel (spec 02 §2.12, §5.5-5.7, §8).

export const CALENDAR_MESSAGES = {
  appointmentSaved: 'Appointment saved successfully.',
  appointmentUpdated: 'Appointment updated successfully.',
  appointmentDeleted: 'Appointment deleted successfully.',
  taskSaved: 'Task saved successfully.',
  taskUpdated: 'Task updated successfully.',
  taskDeleted: 'Task deleted successfully.',
  leadSearchFillAtLeastOneField: 'You are required to fill at least one field.',
  leadSearchNoResults: 'No results found based on the selected criteria.',
  editTitle: 'Edit/Add Appointment/Task',
} as const;

/** 'Add {tab}' */
export function addEventTitle(tab: 'Appointment' | 'Task'): string {
  return `Add ${tab}`;
}
