// The SOA kinds and their names, on their own: the shell's quick actions show them at first paint,
// while the dialogs' words load with the dialogs.
import type { SoaModalType } from '@meridian/domain';

export type SoaChoice = SoaModalType;

export const SOA_CHOICES: readonly SoaChoice[] = ['f2f', 'remote', 'enhanced', 'vsig'];

export const SOA_CHOICE_LABELS: Record<SoaChoice, string> = {
  f2f: 'Face to Face',
  remote: 'Remote',
  enhanced: 'Enhanced',
  vsig: 'Voice Signature',
};

export const SOA_ACTION_LABEL = 'Scope of Appointment';

/** The shell's quick action for the selected lead. */
export const soaForLeadLabel = (name: string) => `${SOA_ACTION_LABEL} for ${name}`;
