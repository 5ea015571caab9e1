import { US_STATES } from '@meridian/domain';
import { Select } from '@meridian/ui';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));

export interface StateSelectProps {
  /** The chosen state's abbreviation, or null. */
  value: string | null;
  onValueChange(value: string | null): void;
}

/** The registration form's State picker (the design system's Select, with downshift and floating-ui). */
export function StateSelect({ value, onValueChange }: StateSelectProps) {
  return (
    <Select
      name="state_id"
      options={STATE_OPTIONS}
      value={value}
      onValueChange={onValueChange}
      placeholder="Select a state"
      block
    />
  );
}
