// npm run start:cluster (after scripts/start-cluster.sh has installed and built): the product as several
// server processes over one PostgreSQL, behind HAProxy from Debian's packages, on one port.
//
//   CLUSTER_SIZE       server processes (default 2), each on its own port from CLUSTER_BASE_PORT (PORT+1)
//   PORT               HAProxy's port (default 8080); its statistics page on CLUSTER_STATS_PORT (PORT+324)
//   DATABASE_URL       default postgres://postgres@127.0.0.1:5432/meridian_cluster, created when missing
//   SHUTDOWN_DRAIN_MS  how long a stopping process drains before it closes (default 2500: HAProxy's checks
//                      take it out within 1.5 s)
//   CLUSTER_NODE_ARGS  extra arguments to node for each process (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof)
//   every other variable of the server (README "Configuration") is passed on to each process.
//
// HAProxy checks GET /api/health every second: a process that stops answering, or answers 503 (database
// unreachable, shutting down), is out after two failed checks and back after two good ones. A request
// that could not reach a process, or reached one that died or answered 503, is sent to another when it
// is safe to replay (GET, HEAD, OPTIONS, PUT and the read-only POST …/search calls); any other request
// is replayed only when it never reached a process. A process that dies is started again after
// CLUSTER_RESTART_DELAY_MS (1000). Ctrl-C (or SIGTERM) stops every process gracefully, then HAProxy.
// The ports and process ids are kept in .cluster/state.json for the load script (apps/server/load).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
const env = process.env;

function whole(name, fallback, { min = 0, max = 65_535 } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const size = whole('CLUSTER_SIZE', 2, { min: 1, max: 16 });
const proxyPort = whole('PORT', 8080, { min: 1 });
const basePort = whole('CLUSTER_BASE_PORT', proxyPort + 1, { min: 1 });
const statsPort = whole('CLUSTER_STATS_PORT', proxyPort + 324, { min: 1 });
const restartDelayMs = whole('CLUSTER_RESTART_DELAY_MS', 1_000, { max: 600_000 });
const drainMs = whole('SHUTDOWN_DRAIN_MS', 2_500, { max: 600_000 });
const host = env.HOST || '0.0.0.0';
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/meridian_cluster';
const stateDir = path.join(root, '.cluster');
const statePath = path.join(stateDir, 'state.json');
const serverMain = path.join(root, 'apps/server/dist/main.js');

const say = (line) => console.log(`[cluster] ${line}`);

/** HAProxy from Debian's packages, installed when missing. */
function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0) return;
  say("HAProxy is not installed: installing Debian's haproxy package (apt-get install -y haproxy)…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt('install', '-y', 'haproxy') && !(apt('update') && apt('install', '-y', 'haproxy'))) {
    console.error('Could not install HAProxy: run `apt-get install -y haproxy` as root, then start again.');
    process.exit(1);
  }
}

/** Creates the database of DATABASE_URL when the server has none of that name. */
async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`DATABASE_URL must name a database (letters, digits, _): "${name}"`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${name}`);
      say(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Processes of a previous run that outlived it (its supervisor was killed): stopped before ports are taken again. */
async function stopLeftovers() {
  if (!existsSync(statePath)) return;
  let previous;
  try {
    previous = JSON.parse(readFileSync(statePath, 'utf8'));
  } catch {
    return;
  }
  const cmdline = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  // A supervisor still running is another cluster of this checkout, not leftovers.
  if (previous.supervisorPid && cmdline(previous.supervisorPid).includes('cluster.mjs')) {
    console.error(
      `A cluster of this checkout is already running (supervisor pid ${previous.supervisorPid}, ${previous.proxyUrl}): stop it first (Ctrl-C there, or kill -INT ${previous.supervisorPid}).`,
    );
    process.exit(1);
  }
  const pids = [...(previous.servers ?? []).map((s) => s.pid), previous.haproxy?.pid].filter(Boolean);
  const ours = pids.filter((pid) => {
    const line = cmdline(pid);
    return line.includes(serverMain) || line.includes(path.join(stateDir, 'haproxy.cfg'));
  });
  if (ours.length === 0) return;
  say(`stopping ${ours.length} process(es) left over from a previous run: ${ours.join(', ')}`);
  for (const pid of ours) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (ours.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline) await sleep(200);
  for (const pid of ours) if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer HAProxy gives itself, in the product's error shape. */
function errorFile(status, reason, message, extra = '') {
  const body = JSON.stringify({ success: false, message });
  const file = path.join(stateDir, `${status}.http`);
  writeFileSync(
    file,
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n${extra}Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return file;
}

function haproxyConfig() {
  const servers = Array.from({ length: size }, (_, i) => `  server s${i + 1} 127.0.0.1:${basePort + i} check`).join(
    '\n',
  );
  return `# Written by scripts/cluster.mjs on each start; edit that script, not this file.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 2s
  errorfile 502 ${errorFile(502, 'Bad Gateway', 'An error occurred, please try again')}
  errorfile 503 ${errorFile(503, 'Service Unavailable', 'The service is briefly unavailable. Please try again in a moment.', 'Retry-After: 2\r\n')}
  errorfile 504 ${errorFile(504, 'Gateway Timeout', 'The server took too long to answer. Please try again in a moment.')}

frontend meridian
  bind ${host}:${proxyPort}
  # The processes trust X-Forwarded-For (TRUST_PROXY=1): it is set here, never taken from the client.
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  default_backend servers

backend servers
  balance leastconn
  option httpchk GET /api/health
  http-check expect status 200
  # A request is tried again, on another process, when it could not be sent (any method), or when the
  # process died under it or answered 503 (draining, database unreachable) and replaying it is safe.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  acl replayable method GET HEAD OPTIONS PUT
  acl read_only_search method POST path_reg /search/?$
  http-request disable-l7-retry unless replayable || read_only_search
  # A process that comes back (restarted, or its database back) is cold: its share of requests grows over 10 s.
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 slowstart 10s
${servers}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}

// ---- processes ----

const servers = Array.from({ length: size }, (_, i) => ({
  index: i + 1,
  port: basePort + i,
  child: undefined,
  ready: false,
  restarts: 0,
}));
let haproxy;
let stopping = false;

function writeState() {
  const state = {
    proxyUrl: `http://127.0.0.1:${proxyPort}`,
    statsUrl: `http://127.0.0.1:${statsPort}/`,
    databaseUrl,
    drainMs,
    dbStatementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS || 10_000),
    supervisorPid: process.pid,
    haproxy: haproxy ? { pid: haproxy.pid } : undefined,
    servers: servers.map((s) => ({
      index: s.index,
      port: s.port,
      pid: s.child?.pid,
      ready: s.ready,
      restarts: s.restarts,
    })),
  };
  writeFileSync(`${statePath}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${statePath}.tmp`, statePath);
}

function prefixed(stream, label, onLine) {
  readline.createInterface({ input: stream }).on('line', (line) => {
    if (onLine?.(line) === false) return;
    console.log(`[${label}] ${line}`);
  });
}

/** Starts server process `s`; resolves when it listens, rejects when it exits first. */
function startServer(s) {
  return new Promise((resolve, reject) => {
    const nodeArgs = (env.CLUSTER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, serverMain], {
      cwd: root,
      // Its own process group: Ctrl-C reaches this script only, which then stops each process gracefully.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        PORT: String(s.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${proxyPort}`,
        TRUST_PROXY: '1',
        SHUTDOWN_DRAIN_MS: String(drainMs),
        LOG_LEVEL: env.LOG_LEVEL || 'warn',
      },
    });
    s.child = child;
    s.ready = false;
    let demoLogins = false;
    prefixed(child.stdout, `s${s.index}`, (line) => {
      if (line.startsWith('Meridian is running at')) {
        s.ready = true;
        writeState();
        resolve();
      }
      // The demo logins once, from the first process.
      if (line.startsWith('Demo logins')) demoLogins = true;
      else if (demoLogins && !line.startsWith('  ')) demoLogins = false;
      return !(demoLogins && s.index !== 1);
    });
    prefixed(child.stderr, `s${s.index}`);
    child.on('exit', (code, signal) => {
      const was = child.pid;
      if (s.child === child) {
        s.child = undefined;
        s.ready = false;
      }
      if (stopping) return;
      reject(new Error(`server ${s.index} exited before it was ready (${signal ?? `code ${code}`})`));
      say(
        `server ${s.index} (pid ${was}) exited (${signal ?? `code ${code}`}); starting it again in ${restartDelayMs} ms`,
      );
      writeState();
      setTimeout(() => {
        if (stopping) return;
        s.restarts += 1;
        startServer(s).then(
          () => say(`server ${s.index} is back (pid ${s.child?.pid}, restart ${s.restarts})`),
          (error) => say(error.message),
        );
      }, restartDelayMs);
    });
  });
}

function startHaproxy() {
  const config = path.join(stateDir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig());
  execFileSync('haproxy', ['-c', '-q', '-f', config], { stdio: 'inherit' });
  haproxy = spawn('haproxy', ['-db', '-f', config], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixed(haproxy.stdout, 'haproxy');
  prefixed(haproxy.stderr, 'haproxy');
  haproxy.on('exit', (code, signal) => {
    if (stopping) return;
    say(`HAProxy exited (${signal ?? `code ${code}`}): stopping the cluster`);
    void stop(1);
  });
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping: each server drains, finishes its requests and releases its jobs…');
  const running = servers.map((s) => s.child).filter(Boolean);
  for (const child of running) child.kill('SIGTERM');
  const deadline = Date.now() + drainMs + 15_000;
  while (running.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await sleep(100);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (haproxy && haproxy.exitCode === null) {
    haproxy.kill('SIGUSR1'); // soft stop: ends once its connections are done
    const until = Date.now() + 5_000;
    while (haproxy.exitCode === null && haproxy.signalCode === null && Date.now() < until) await sleep(100);
    if (haproxy.exitCode === null && haproxy.signalCode === null) haproxy.kill('SIGKILL');
  }
  haproxy = undefined;
  writeState();
  say('stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

mkdirSync(stateDir, { recursive: true });
await stopLeftovers();
ensureHaproxy();
try {
  await ensureDatabase();
} catch (error) {
  console.error(`Cannot reach PostgreSQL at ${databaseUrl}: ${error.message}`);
  process.exit(1);
}
say(`starting ${size} server process(es) over ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}…`);
try {
  // Together: one migrates and seeds under the database's advisory lock, the others wait for it.
  await Promise.all(servers.map(startServer));
} catch (error) {
  console.error(error.message);
  await stop(1);
}
startHaproxy();
writeState();
say(
  `Meridian is running at http://localhost:${proxyPort} — ${size} processes (127.0.0.1:${servers
    .map((s) => s.port)
    .join(', :')}) behind HAProxy; statistics at http://127.0.0.1:${statsPort}/. Ctrl-C stops all.`,
);
