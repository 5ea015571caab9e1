import type { ContactPhone } from '@meridian/domain';
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import os from 'node:os';
import { Profiler, useState, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { afterEach, it } from 'vitest';
import { Field } from '../src/Field';
import { PhoneEditor } from '../src/PhoneEditor';
import { TextInput } from '../src/TextInput';
import { ThemeProvider } from '../src/theme';

/*
 * Re-render cost of one keystroke: the sum of React Profiler `actualDuration` over the commits a
 * key press causes, for a PhoneEditor with 10 rows (typing into the first row's number) and, as a
 * baseline in the same process, a single controlled TextInput. React runs in development mode
 * (the Profiler needs development or a profiling build), so absolute figures are higher than in
 * production; the ratio is the figure to compare across machines.
 */

const WARM_UP = 10;
const KEYSTROKES = 20;
/**
 * Other processes on a shared machine only ever add time (a render preempted for 10 ms reads as a
 * 10 ms render), so the same 20 keystrokes run in several fresh rounds and each keystroke counts
 * with its quickest round.
 */
const ROUNDS = 5;

const rows: ContactPhone[] = Array.from({ length: 10 }, (_, i) => ({
  phone: i === 0 ? '' : `31255501${String(i).padStart(2, '0')}`,
  phone_type: i === 1 ? 'Mobile' : (['Home', 'Work', 'Fax', 'Other'] as const)[i % 4]!,
  phone_id: i + 1,
  isSelected: i === 0,
}));

function StatefulPhoneEditor() {
  const [phones, setPhones] = useState(rows);
  return <PhoneEditor value={phones} onValueChange={setPhones} />;
}

function StatefulTextInput() {
  const [text, setText] = useState('');
  return (
    <Field>
      <Field.Label>Phone 1</Field.Label>
      <TextInput value={text} onChange={(event) => setText(event.target.value)} />
    </Field>
  );
}

/** Ten digits typed, then ten Backspaces: every key changes the value (a phone holds ten digits). */
const keys = (count: number) => Array.from({ length: count }, (_, i) => (i % 20 < 10 ? String(i % 10) : '{Backspace}'));

/** The time of each keystroke (the sum of its commits' `actualDuration`), in one fresh mount. */
async function measure(name: string, ui: ReactNode): Promise<number[]> {
  let pending = 0;
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    pending += actualDuration;
  };
  const { getByRole } = render(
    <ThemeProvider>
      <Profiler id={name} onRender={onRender}>
        {ui}
      </Profiler>
    </ThemeProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const input = getByRole('textbox', { name: 'Phone 1' });
  await act(async () => input.focus());
  const durations: number[] = [];
  for (const [i, key] of keys(WARM_UP + KEYSTROKES).entries()) {
    pending = 0;
    await user.keyboard(key);
    if (i >= WARM_UP) durations.push(pending);
  }
  cleanup();
  return durations;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function rounds(name: string, ui: () => ReactNode) {
  const all: number[][] = [];
  for (let i = 0; i < ROUNDS; i += 1) all.push(await measure(name, ui()));
  const quickest = all[0]!.map((_, key) => Math.min(...all.map((round) => round[key]!)));
  return { name, median: median(quickest), p95: p95(quickest), roundMedians: all.map(median) };
}

afterEach(() => cleanup());

it('prints the re-render time of a keystroke', async () => {
  const baseline = await rounds('TextInput', () => <StatefulTextInput />);
  const editor = await rounds('PhoneEditor (10 rows)', () => <StatefulPhoneEditor />);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const load = os.loadavg()[0]!.toFixed(1);
  const lines = [
    `React ${mode} mode (Profiler timings), jsdom, Node ${process.version}, ${os.cpus().length} CPUs, load average ${load}`,
    `${KEYSTROKES} keystrokes after ${WARM_UP} warm-up, ${ROUNDS} rounds, each keystroke at its quickest round`,
    `(in brackets: each round's own median)`,
    ...[baseline, editor].map(
      (r) =>
        `${r.name.padEnd(24)} median ${ms(r.median)}   p95 ${ms(r.p95)}   [${r.roundMedians.map((m) => m.toFixed(2)).join(', ')}]`,
    ),
    `PhoneEditor / TextInput  ${(editor.median / baseline.median).toFixed(1)}× (median)   target ≤ 16 ms`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
});
