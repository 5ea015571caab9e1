import { createContext, useContext, type ReactNode } from 'react';

/** What a form already knows of a lead it is about to add (spec 02 §4.2: quote or lead-form data). */
export type NewLeadPrefill = Partial<
  Record<'fname' | 'lname' | 'phone' | 'email' | 'dob' | 'zip' | 'county' | 'state_id' | 'notes', string>
>;

/** The lead a form chose: its id and the name it shows. */
export interface SelectedLead {
  lead_id: number;
  name: string;
}

export interface NewLeadForFormProps {
  prefill: NewLeadPrefill;
  onClose(): void;
  /** The lead was added: the opening form selects it (no navigation). */
  onSelected(lead: SelectedLead): void;
}

/**
 * New Lead opened from another feature's form with its data. The leads feature implements it and the
 * app provides it (App.tsx), so a feature that offers it (the calendar's Assign Lead) does not import
 * the leads feature, which imports the calendar's editor: no circle between the two.
 */
const NewLeadSlot = createContext<((props: NewLeadForFormProps) => ReactNode) | null>(null);

export const NewLeadSlotProvider = NewLeadSlot.Provider;

/** Renders the New Lead dialog for a form, or null where the app provides none (then the form offers no New Lead). */
export const useNewLeadForForm = () => useContext(NewLeadSlot);
