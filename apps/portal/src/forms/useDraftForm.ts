import { describeError } from '@meridian/api';
import { useCallback, useState } from 'react';
import type { SaveStatus } from '../shared/SaveStatusBanner';

/**
 * A save's running state and outcome: `run(work, successMessage)` marks the form saving, runs the
 * work, and ends in the success banner or the failure's message (`describeError`). The work may
 * answer `false` to say it handled the outcome itself (no banner). Answers whether the work succeeded.
 */
export function useSubmit() {
  const [status, setStatus] = useState<SaveStatus>();
  const [saving, setSaving] = useState(false);
  const run = useCallback(async (work: () => Promise<void | false>, successMessage?: string): Promise<boolean> => {
    setSaving(true);
    setStatus(undefined);
    try {
      const outcome = await work();
      if (outcome !== false && successMessage) setStatus({ kind: 'success', message: successMessage, at: Date.now() });
      return outcome !== false;
    } catch (failure) {
      setStatus({ kind: 'alert', message: describeError(failure), at: Date.now() });
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  const clearStatus = useCallback(() => setStatus(undefined), []);
  return {
    status,
    saving,
    run,
    clearStatus,
    /** Shows a failure outside a save (e.g. a lookup) in the same banner. */
    fail: (failure: unknown) => setStatus({ kind: 'alert', message: describeError(failure), at: Date.now() }),
  };
}

type Messages = Partial<Record<string, string | undefined>>;

export interface DraftFormOptions<V, E extends Messages> {
  /** The saved values the draft starts from (and compares with, for `dirty`). */
  initial: V | (() => V);
  /** The domain validators' messages by field; an empty object when valid (the default: nothing to check). */
  validate?(values: V): E;
  /** Whether two drafts are the same (default: equal JSON). */
  same?(a: V, b: V): boolean;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One draft-form shape for every form of the portal: `values, set, touch, errors, dirty, valid,
 * submit, reset`. Messages show for a field once it was left (`shows`/`errorOf`), so the user is
 * not scolded while typing; Update appears only when something changed (`dirty`) and the draft is
 * `valid`; a refused save keeps what was typed, and `reset(saved)` makes a save's answer the new baseline.
 */
export function useDraftForm<V, E extends Messages = Messages>({
  initial,
  validate = () => ({}) as E,
  same = sameJson,
}: DraftFormOptions<V, E>) {
  const [baseline, setBaseline] = useState<V>(initial);
  const [values, setValues] = useState<V>(baseline);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const submitter = useSubmit();

  const errors = validate(values);
  const valid = Object.values(errors).every((message) => message === undefined);
  const dirty = !same(values, baseline);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })), []);
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);
  /**
   * Touches a field on leaving it only when it was changed from the saved value: focus moving through an
   * untouched empty field (the first field a dialog focuses, then a click elsewhere) scolds nobody; a
   * send's check still shows every gap.
   */
  const leave = (field: keyof V & string) => {
    if (!sameJson(values[field], baseline[field])) touch(field);
  };
  const shows = (field: string) => touched.has(field);
  const errorOf = (field: string): string | undefined => (touched.has(field) ? errors[field] : undefined);
  /** Makes `next` (or the baseline) the saved values and the draft; fields are untouched again. */
  const reset = useCallback(
    (next?: V) => {
      if (next !== undefined) setBaseline(next);
      setValues(next ?? baseline);
      setTouched(new Set());
    },
    [baseline],
  );
  /** Runs the save when the draft is dirty and valid and no save is running. */
  const submit = (work: (values: V) => Promise<void | false>, successMessage?: string) =>
    dirty && valid && !submitter.saving ? submitter.run(() => work(values), successMessage) : Promise.resolve(false);

  return {
    values,
    setValues,
    set,
    touch,
    leave,
    shows,
    errorOf,
    errors,
    dirty,
    valid,
    submit,
    reset,
    saving: submitter.saving,
    status: submitter.status,
    fail: submitter.fail,
    clearStatus: submitter.clearStatus,
    run: submitter.run,
  };
}
