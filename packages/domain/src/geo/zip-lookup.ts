// The zip lookup of the contact editors and the new-lead form (spec 01 §4, §8; spec 02 §4.2, §5.2).
import type { CountiesByZipState } from '../contact-editors/types';
import { asText } from '../core/internal/text';

/** A lookup happens when a zip of 5 digits has been typed. */
export function shouldLookUpZip(zip: string | null | undefined): boolean {
  return /^\d{5}$/.test(asText(zip));
}

export type ZipLookupResult =
  | { kind: 'not-found' }
  | { kind: 'single'; state_id: string; county: string }
  | { kind: 'several'; options: Array<{ state_id: string; state_name: string; county: string }> };

/**
 * What the answer of `geo/countiesByZip/{zip}` means: no county → the not-found dialog (state, county
 * and zip are then cleared); one county → filled in; several → the user verifies the county.
 */
export function resolveZipLookup(states: readonly CountiesByZipState[] | null | undefined): ZipLookupResult {
  const options = (states ?? []).flatMap((state) =>
    (state.counties ?? []).map((county) => ({
      state_id: state.state_id,
      state_name: state.state_name,
      county: county.county_name,
    })),
  );
  if (options.length === 0) return { kind: 'not-found' };
  if (options.length === 1) return { kind: 'single', state_id: options[0]!.state_id, county: options[0]!.county };
  return { kind: 'several', options };
}
