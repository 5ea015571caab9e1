// What the load run measured: every call's latency and outcome, per call and per second.

export interface Outcome {
  call: string;
  /** Milliseconds from the first attempt to the answer (retries included). */
  ms: number;
  ok: boolean;
  /** The HTTP status of a failed call, or 'network' / 'timeout' / 'shape' when there was no usable answer. */
  failure?: string;
  /** When the call started, in seconds since the run started. */
  at: number;
}

interface CallStats {
  latencies: number[];
  errors: Map<string, number>;
}

export class Stats {
  readonly calls = new Map<string, CallStats>();
  /** Per second of the run: calls answered, calls failed. */
  readonly timeline: Array<{ ok: number; failed: number; latencies: number[] }> = [];
  retries = 0;
  retriedThenOk = 0;
  /** What the answers the client retried were: a status, or 'network'. */
  readonly retried = new Map<string, number>();
  private started = performance.now();

  /** Starts the run's clock again (after the sign-ins, which are not measured). */
  restart(): void {
    this.started = performance.now();
  }

  /** Seconds since the run started. */
  now(): number {
    return (performance.now() - this.started) / 1000;
  }

  record(outcome: Outcome): void {
    let call = this.calls.get(outcome.call);
    if (!call) {
      call = { latencies: [], errors: new Map() };
      this.calls.set(outcome.call, call);
    }
    call.latencies.push(outcome.ms);
    if (!outcome.ok) call.errors.set(outcome.failure ?? '?', (call.errors.get(outcome.failure ?? '?') ?? 0) + 1);
    const second = Math.max(0, Math.floor(outcome.at));
    while (this.timeline.length <= second) this.timeline.push({ ok: 0, failed: 0, latencies: [] });
    const slot = this.timeline[second]!;
    if (outcome.ok) slot.ok += 1;
    else slot.failed += 1;
    slot.latencies.push(outcome.ms);
  }

  totals() {
    let calls = 0;
    let errors = 0;
    const all: number[] = [];
    const byFailure = new Map<string, number>();
    for (const stats of this.calls.values()) {
      calls += stats.latencies.length;
      all.push(...stats.latencies);
      for (const [failure, count] of stats.errors) {
        errors += count;
        byFailure.set(failure, (byFailure.get(failure) ?? 0) + count);
      }
    }
    return { calls, errors, all, byFailure };
  }
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** The per-call table: count, throughput, p50, p99, max, errors. */
export function callTable(stats: Stats, seconds: number): string[] {
  const lines = [
    `${'call'.padEnd(34)} ${'count'.padStart(7)} ${'/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  errors`,
  ];
  const names = [...stats.calls.keys()].sort();
  for (const name of names) {
    const call = stats.calls.get(name)!;
    const errors = [...call.errors].map(([failure, count]) => `${count}×${failure}`).join(' ');
    lines.push(
      `${name.padEnd(34)} ${String(call.latencies.length).padStart(7)} ${(call.latencies.length / seconds).toFixed(1).padStart(7)} ${ms(percentile(call.latencies, 50)).padStart(8)} ${ms(percentile(call.latencies, 99)).padStart(8)} ${ms(Math.max(...call.latencies)).padStart(8)}  ${errors || '0'}`,
    );
  }
  const { calls, errors, all } = stats.totals();
  lines.push(
    `${'all calls'.padEnd(34)} ${String(calls).padStart(7)} ${(calls / seconds).toFixed(1).padStart(7)} ${ms(percentile(all, 50)).padStart(8)} ${ms(percentile(all, 99)).padStart(8)} ${ms(Math.max(...all)).padStart(8)}  ${errors}`,
  );
  return lines;
}

/** Calls answered and failed per `bucket` seconds, with the bucket's p99: where a fault shows and how the load recovers. */
export function timelineLines(
  stats: Stats,
  bucket: number,
  marks: ReadonlyArray<{ at: number; what: string }>,
): string[] {
  const lines: string[] = [];
  for (let start = 0; start < stats.timeline.length; start += bucket) {
    const slots = stats.timeline.slice(start, start + bucket);
    const ok = slots.reduce((n, s) => n + s.ok, 0);
    const failed = slots.reduce((n, s) => n + s.failed, 0);
    const p99 = percentile(
      slots.flatMap((s) => s.latencies),
      99,
    );
    const here = marks
      .filter((m) => m.at >= start && m.at < start + bucket)
      .map((m) => `  ← ${m.what} at ${m.at.toFixed(1)} s`);
    lines.push(
      `  ${String(start).padStart(4)}–${String(start + bucket).padEnd(4)} s  ${String(ok).padStart(6)} ok  ${String(failed).padStart(5)} failed  p99 ${ms(p99).padStart(7)} ms${here.join('')}`,
    );
  }
  return lines;
}
