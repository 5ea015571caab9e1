// Where the machine's CPU went during a run (Linux /proc): the server processes, PostgreSQL (the cluster's
// postmaster and its backends), HAProxy, this load generator, and everything else on the machine.
import { readdirSync, readFileSync } from 'node:fs';
import type { ClusterState } from './faults';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ticks; undefined when it is gone. */
function processTicks(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The postmaster of the PostgreSQL on `port` (its data folder's postmaster.pid lists the port). */
function postmasterOf(port: string): number | undefined {
  try {
    for (const version of readdirSync('/var/lib/postgresql')) {
      for (const cluster of readdirSync(`/var/lib/postgresql/${version}`)) {
        try {
          const lines = readFileSync(`/var/lib/postgresql/${version}/${cluster}/postmaster.pid`, 'utf8').split('\n');
          if (lines[3]?.trim() === port) return Number(lines[0]);
        } catch {
          // not a running cluster
        }
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The machine's busy and total ticks (/proc/stat, every core). */
function machine(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

interface Sample {
  at: number;
  machine: ReturnType<typeof machine>;
  load: number;
  servers: Map<number, number>;
  haproxy: number;
  postgres: Map<number, number>;
}

function sample(cluster: ClusterState | undefined, haproxyPid: number | undefined): Sample {
  const servers = new Map<number, number>();
  for (const s of cluster?.servers ?? []) {
    const ticks = s.pid ? processTicks(s.pid) : undefined;
    if (s.pid && ticks !== undefined) servers.set(s.pid, ticks);
  }
  const postgres = new Map<number, number>();
  const postmaster = cluster ? postmasterOf(new URL(cluster.databaseUrl).port || '5432') : undefined;
  if (postmaster) {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      if (pid === postmaster || parentOf(pid) === postmaster) {
        const ticks = processTicks(pid);
        if (ticks !== undefined) postgres.set(pid, ticks);
      }
    }
  }
  return {
    at: performance.now(),
    machine: machine(),
    load: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    servers,
    haproxy: (haproxyPid && processTicks(haproxyPid)) || 0,
    postgres,
  };
}

/** Ticks spent between two samples by the processes of `after` (a process started meanwhile counts whole). */
const spent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0);

/** Starts measuring; `finish()` answers one line per part, in cores (1.00 = one core busy the whole time). */
export function measureCpu(cluster: (ClusterState & { haproxy?: { pid?: number } }) | undefined) {
  const haproxyPid = cluster?.haproxy?.pid;
  const before = sample(cluster, haproxyPid);
  const own = process.cpuUsage();
  return {
    loadAverage: before.load,
    /** One line per part, in cores (1.00 = one core busy the whole run), and the CPU milliseconds per call of the servers and PostgreSQL. */
    finish(latest: ClusterState | undefined, calls: number): string[] {
      const after = sample(latest ?? cluster, haproxyPid);
      const seconds = (after.at - before.at) / 1000;
      const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
      const mine = process.cpuUsage(own);
      const parts: Array<[string, number]> = [
        ['server processes', cores(spent(before.servers, after.servers))],
        ['PostgreSQL', cores(spent(before.postgres, after.postgres))],
        ['HAProxy', cores(after.haproxy - before.haproxy)],
        ['this load generator', (mine.user + mine.system) / 1e6 / seconds],
      ];
      const lines = parts.map(([name, value]) => `${name} ${value.toFixed(2)}`);
      if (before.machine && after.machine) {
        const total = after.machine.total - before.machine.total;
        const busy = after.machine.busy - before.machine.busy;
        const ncores = Math.round(total / TICKS_PER_SECOND / seconds);
        const busyCores = busy / TICKS_PER_SECOND / seconds;
        const ours = parts.reduce((sum, [, value]) => sum + value, 0);
        lines.push(`other work on the machine ${Math.max(0, busyCores - ours).toFixed(2)}`);
        lines.push(`idle ${Math.max(0, ncores - busyCores).toFixed(2)} (of ${ncores} cores)`);
      }
      const perCall = (value: number) => ((value * seconds * 1000) / Math.max(1, calls)).toFixed(2);
      return [
        `CPU in cores over the run: ${lines.join(', ')}`,
        `CPU per call: server processes ${perCall(parts[0]![1])} ms, PostgreSQL ${perCall(parts[1]![1])} ms, HAProxy ${perCall(parts[2]![1])} ms, load generator ${perCall(parts[3]![1])} ms`,
      ];
    },
  };
}
