import { asText } from './text';

/** Whether a flag from the wire or a form is on: true, 1, '1' or 'true'. Missing means off. */
export function isOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return ['1', 'true'].includes(asText(value).trim().toLowerCase());
}
