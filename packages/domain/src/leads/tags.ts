// Lead tags (spec 02 §5.1): max 20 characters, Enter and comma add, an empty tag cannot be added,
// autocomplete by case-insensitive substring.
import { TAG_MAX_LENGTH } from '../core/constants/limits';
import { asText, charLength } from '../core/internal/text';

/** Keys that add the typed tag. */
export const TAG_SEPARATOR_KEYS = ['Enter', ','] as const;

const key = (tag: string) => tag.trim().toLowerCase();

/** Whether a typed tag can be added: not empty, at most 20 characters, not already on the lead (any case). */
export function canAddTag(tag: string | null | undefined, existing: readonly string[] = []): boolean {
  const text = asText(tag).trim();
  return text !== '' && charLength(text) <= TAG_MAX_LENGTH && !existing.some((t) => key(t) === key(text));
}

/** The tags to add from typed text: split at commas, trimmed, empty, too long and duplicate ones left out. */
export function tagsFromInput(input: string | null | undefined, existing: readonly string[] = []): string[] {
  const added: string[] = [];
  for (const part of asText(input).split(',')) {
    if (canAddTag(part, [...existing, ...added])) added.push(part.trim());
  }
  return added;
}

/** Autocomplete: known tags containing the query (any case), not already on the lead. */
export function tagSuggestions(
  known: readonly string[] | null | undefined,
  query: string | null | undefined,
  existing: readonly string[] = [],
): string[] {
  const q = key(asText(query));
  return (known ?? []).filter((tag) => key(tag).includes(q) && !existing.some((t) => key(t) === key(tag)));
}
