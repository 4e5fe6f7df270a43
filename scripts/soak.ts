// The soak of `npm run bench`: tens of thousands of mixed requests, malformed ones included, against one server
// process, while /health is polled and the server's memory is sampled. It prints figures and never fails on them
// (docs/architecture.md#performance-budgets). Everything is bounded: a fixed number of requests, a deadline, loopback only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { spawnServer } from '../server/test/spawn-server.ts';

const SessionSchema = z.object({ access_token: z.string(), user: z.object({ id: z.string() }) });
const ConfigSchema = z.object({ supabaseAnonKey: z.string() });

export type SoakOptions = {
  label: string;
  /** DATABASE_URL for PostgreSQL; the embedded database otherwise. */
  databaseUrl?: string;
  requests: number;
  /** Requests started per second: a steady heavy load, below what saturates the server, as real traffic comes. */
  ratePerSecond: number;
  /** At most this many in flight; a request waits for a free slot beyond it. */
  concurrency: number;
  /** The soak stops here even if requests remain. */
  deadlineSeconds: number;
};

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

function residentMemoryMegabytes(processId: number): number {
  try {
    const status = readFileSync(`/proc/${processId}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** What the server's /metrics says about its memory, in megabytes; NaN where it does not say. */
type ReportedMemory = {
  /** Old generation in use after the last full garbage collection, per thread: what each thread keeps. */
  serverHeapKept: number;
  databaseHeapKept: number;
  /** The heap V8 holds, room for new objects included. */
  serverHeapTotal: number;
  databaseHeapTotal: number;
  /** PGlite's WebAssembly memory (it never shrinks). */
  webAssembly: number;
};

/** One sample of the Prometheus text format, in megabytes (NaN when absent). */
function metricMegabytes(text: string, name: string, labels = ''): number {
  const escaped = `${name}${labels}`.replace(/[{}]/g, (brace) => `\\${brace}`);
  const match = new RegExp(`^${escaped} ([0-9.e+]+)$`, 'm').exec(text);
  return match?.[1] ? Number(match[1]) / 1_048_576 : Number.NaN;
}

async function readReportedMemory(url: string): Promise<ReportedMemory> {
  const text = await fetch(`${url}/metrics`)
    .then((response) => response.text())
    .catch(() => '');
  return {
    serverHeapKept: metricMegabytes(text, 'cover_letter_heap_after_full_gc_bytes', '{thread="server"}'),
    databaseHeapKept: metricMegabytes(text, 'cover_letter_heap_after_full_gc_bytes', '{thread="embedded_database"}'),
    serverHeapTotal: metricMegabytes(text, 'nodejs_heap_size_total_bytes'),
    databaseHeapTotal: metricMegabytes(text, 'cover_letter_embedded_database_memory_bytes', '{kind="heap_total"}'),
    webAssembly: metricMegabytes(text, 'cover_letter_embedded_database_memory_bytes', '{kind="webassembly"}'),
  };
}

/** How long the server rests after the soak before its memory is read once more. */
const restSeconds = 15;

/** "+12 MB (+1.7%)" from one figure to the next. */
function describeGrowth(from: number, to: number): string {
  const change = to - from;
  return `${change >= 0 ? '+' : ''}${change.toFixed(0)} MB (${change >= 0 ? '+' : ''}${((100 * change) / from).toFixed(1)}%)`;
}

/** A small seeded generator, so a run can be repeated. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

type SoakRequest = { name: string; path: string; init: RequestInit };

function deepNesting(depth: number): string {
  let tree = 'resume.eq.x';
  for (let level = 0; level < depth; level += 1) tree = `${level % 2 ? 'or' : 'and'}(${tree})`;
  return `(${tree})`;
}

/** Runs one soak against a fresh server process and prints its figures. */
export async function runSoak(options: SoakOptions): Promise<void> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'cover-letter-soak-'));
  const server = await spawnServer({
    DATA_DIR: dataDirectory,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
    RATE_LIMIT_TOKEN_REFRESH: '1000000',
  });
  const url = server.url;
  const serverOutput = () => server.output().slice(-4_000);
  try {
    const anonKey = ConfigSchema.parse(await (await fetch(`${url}/app-config.json`)).json()).supabaseAnonKey;
    const json = { apikey: anonKey, 'Content-Type': 'application/json' };

    const sessions: Array<z.infer<typeof SessionSchema>> = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `soak${index}@example.com`, password: 'soak passphrase' }),
      });
      sessions.push(SessionSchema.parse(await response.json()));
    }

    const random = createRandom(20_261_123);
    const bearer = (session: z.infer<typeof SessionSchema>) => ({
      ...json,
      Authorization: `Bearer ${session.access_token}`,
    });
    const nasty = ['', ' ', '%00', '\u0000', '"', '\\', '(', ')', ',', '*', '.', 'é', '😀', 'a'.repeat(3_000), '${x}'];
    const requestFactories: Array<() => SoakRequest> = [
      () => ({ name: 'health', path: '/health', init: {} }),
      () => {
        const session = random.pick(sessions);
        return {
          name: 'list prompts',
          path: `/rest/v1/prompts?select=*&user_id=eq.${session.user.id}&order=created_at.desc`,
          init: { headers: bearer(session) },
        };
      },
      () => {
        const session = random.pick(sessions);
        return {
          name: 'insert prompt',
          path: '/rest/v1/prompts',
          init: {
            method: 'POST',
            headers: bearer(session),
            body: JSON.stringify({
              user_id: session.user.id,
              resume: 'r'.repeat(Math.floor(random.next() * 5_000)),
              job_description: 'j',
              cover_letter: 'c',
            }),
          },
        };
      },
      () => {
        const session = random.pick(sessions);
        return {
          name: 'delete prompts',
          path: `/rest/v1/prompts?user_id=eq.${session.user.id}&cover_letter=eq.c`,
          init: { method: 'DELETE', headers: bearer(session) },
        };
      },
      () => ({
        name: 'bad regular expression',
        path: `/rest/v1/prompts?resume=match.${encodeURIComponent(random.pick(['^(a*)(a*)\\1\\2$', 'a(?=.*z)', '(((a{1,20}){1,20}){1,20})', '[', '(?i)x']))}`,
        init: { headers: bearer(random.pick(sessions)) },
      }),
      () => ({
        name: 'allowed regular expression',
        path: `/rest/v1/prompts?select=id&resume=imatch.${encodeURIComponent(random.pick(['^(r|rr)*$', '(\\w+\\s?)*$', 'x{1,50}']))}`,
        init: { headers: bearer(random.pick(sessions)) },
      }),
      () => ({
        name: 'deep nesting',
        path: `/rest/v1/prompts?select=id&or=${deepNesting(random.pick([3, 9, 400, 1_200]))}`,
        init: { headers: bearer(random.pick(sessions)) },
      }),
      () => ({
        name: 'huge select or in-list',
        path:
          random.next() < 0.5
            ? `/rest/v1/prompts?select=${Array.from({ length: 2_000 }, () => 'id').join(',')}`
            : `/rest/v1/prompts?select=id&cover_letter=in.(${Array.from({ length: 3_000 }, (_, index) => index).join(',')})`,
        init: { headers: bearer(random.pick(sessions)) },
      }),
      () => ({
        name: 'malformed filter',
        path: `/rest/v1/prompts?${encodeURIComponent(random.pick(['resume', 'id', 'select', 'order', 'x']))}=${encodeURIComponent(random.pick(nasty))}`,
        init: { headers: bearer(random.pick(sessions)) },
      }),
      () => ({
        name: 'malformed body',
        path: random.pick([
          '/rest/v1/prompts',
          '/auth/v1/signup',
          '/auth/v1/token?grant_type=password',
          '/generate-cover-letter',
        ]),
        init: {
          method: 'POST',
          headers: bearer(random.pick(sessions)),
          body: random.pick(['{', '[]', 'null', '{"email":1}', `{"data":{"x":"\\u0000"}}`, random.pick(nasty)]),
        },
      }),
      () => ({
        name: 'forged token',
        path: random.pick(['/auth/v1/user', '/rest/v1/prompts?select=*']),
        init: {
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${random.pick(sessions).access_token.slice(0, -1)}${random.pick(['A', 'B', '='])}`,
          },
        },
      }),
      () => ({
        name: 'wrong password',
        path: '/auth/v1/token?grant_type=password',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'soak1@example.com', password: 'not it' }),
        },
      }),
      () => ({
        name: 'sign-up with bad data',
        path: '/auth/v1/signup',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            email: `x${random.next()}@example.com`,
            password: 'password',
            data: { note: 'x'.repeat(6_000) },
          }),
        },
      }),
      () => ({
        name: 'unknown path',
        path: random.pick([
          '/auth/v1/nope',
          '/rest/v1/nope',
          '/rest/v1/rpc/nope',
          '/%2e%2e/etc/passwd',
          '/static/js/none.js',
        ]),
        init: {},
      }),
    ];

    const statuses = new Map<number, number>();
    const timesByName = new Map<string, number[]>();
    const serverErrors: string[] = [];
    const healthTimes: number[][] = [[], [], [], []];
    const memory: number[] = [];
    // RSS and the server's own figures at the end of each quarter: whether it keeps more is judged on these, after
    // the first quarter, in which V8's heaps and PGlite's memory grow once to what the work needs
    // (docs/decisions/0037-memory-over-a-soak.md).
    const atQuarterEnd: Array<Promise<{ resident: number; reported: ReportedMemory }>> = [];
    const sampleAtQuarterEnd = () => {
      const resident = server.process.pid === undefined ? Number.NaN : residentMemoryMegabytes(server.process.pid);
      atQuarterEnd.push(readReportedMemory(url).then((reported) => ({ resident, reported })));
    };
    let completed = 0;
    let issued = 0;
    const startedAt = performance.now();
    const deadline = startedAt + options.deadlineSeconds * 1_000;
    const quarter = () => Math.min(3, Math.floor((4 * completed) / options.requests));

    // /health is polled from a worker thread with its own event loop, so that the load generator's own work (32
    // requests in flight, bodies to read) does not show up as the server's latency.
    // The machine is shared (two cores, other people's work): its load says how much the figures can be trusted.
    const loadAtStart = loadavg()[0] ?? Number.NaN;
    const quarterSignal = new Int32Array(new SharedArrayBuffer(8));
    const poller = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      const { url, signal } = workerData;
      const times = [[], [], [], []];
      (async () => {
        while (Atomics.load(signal, 1) === 0) {
          const start = performance.now();
          await fetch(url + '/health').then((response) => response.text()).catch(() => '');
          times[Atomics.load(signal, 0)].push(performance.now() - start);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        parentPort.postMessage(times);
      })();`,
      { eval: true, workerData: { url, signal: quarterSignal } },
    );
    const pollerResult = new Promise<unknown>((resolve) => poller.once('message', resolve));
    const sampler = setInterval(() => {
      if (server.process.pid !== undefined) memory.push(residentMemoryMegabytes(server.process.pid));
    }, 1_000);

    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (issued < options.requests && performance.now() < deadline) {
          const slot = issued;
          issued += 1;
          const due = startedAt + (slot * 1_000) / options.ratePerSecond;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const request = random.pick(requestFactories)();
          const requestStart = performance.now();
          try {
            const response = await fetch(`${url}${request.path}`, request.init);
            await response.arrayBuffer();
            const times = timesByName.get(request.name) ?? [];
            times.push(performance.now() - requestStart);
            timesByName.set(request.name, times);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500 && serverErrors.length < 5)
              serverErrors.push(`${response.status} ${request.name}`);
          } catch (error) {
            statuses.set(0, (statuses.get(0) ?? 0) + 1);
            if (serverErrors.length < 5) serverErrors.push(`network error on ${request.name}: ${String(error)}`);
          }
          completed += 1;
          if (completed % Math.ceil(options.requests / 4) === 0 || completed === options.requests) {
            if (atQuarterEnd.length < 4) sampleAtQuarterEnd();
          }
          Atomics.store(quarterSignal, 0, quarter());
        }
      }),
    );
    clearInterval(sampler);
    Atomics.store(quarterSignal, 1, 1);
    const polled = z
      .array(z.array(z.number()))
      .length(4)
      .parse(await pollerResult);
    await poller.terminate();
    healthTimes.splice(0, 4, ...polled);
    const seconds = (performance.now() - startedAt) / 1_000;
    const fiveHundreds = [...statuses]
      .filter(([status]) => status >= 500 || status === 0)
      .reduce((sum, [, count]) => sum + count, 0);
    const byStatus = [...statuses]
      .sort(([left], [right]) => left - right)
      .map(([status, count]) => `${status}: ${count}`);
    console.log(
      `Soak on ${options.label}: ${completed} requests in ${seconds.toFixed(1)} s (${(completed / seconds).toFixed(0)}/s; paced at ${options.ratePerSecond}/s, at most ${options.concurrency} in flight); machine load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end, on ${availableParallelism()} cores`,
    );
    console.log(
      `  statuses ${byStatus.join(', ')}; 5xx or failed: ${fiveHundreds}${serverErrors.length ? ` (${serverErrors.join('; ')})` : ''}`,
    );
    console.log(
      `  GET /health p99 by quarter of the soak: ${healthTimes.map((times) => `${percentile(times, 0.99).toFixed(1)} ms (n=${times.length})`).join(', ')}; max ${Math.max(...healthTimes.flat()).toFixed(1)} ms`,
    );
    const slowest = [...timesByName]
      .map(([name, times]) => ({ name, p95: percentile(times, 0.95) }))
      .sort((left, right) => right.p95 - left.p95)
      .slice(0, 4);
    console.log(`  slowest kinds (p95): ${slowest.map((kind) => `${kind.name} ${kind.p95.toFixed(0)} ms`).join(', ')}`);
    const sampled = memory.filter((value) => Number.isFinite(value));
    if (sampled.length >= 4) {
      const quarterSize = Math.floor(sampled.length / 4);
      const averages = [0, 1, 2, 3].map((index) => {
        const values = sampled.slice(index * quarterSize, index === 3 ? sampled.length : (index + 1) * quarterSize);
        return values.reduce((sum, value) => sum + value, 0) / values.length;
      });
      console.log(
        `  server memory (RSS, sampled each second): ${(sampled[0] ?? Number.NaN).toFixed(0)} MB at the start, ${averages.map((value) => `${value.toFixed(0)} MB`).join(', ')} on average by quarter, ${(sampled.at(-1) ?? Number.NaN).toFixed(0)} MB at the end; peak ${Math.max(...sampled).toFixed(0)} MB`,
      );
    }
    const quarterEnds = await Promise.all(atQuarterEnd);
    // Then the server rests: V8 gives back the room it held for the load once a thread has been idle for a while (its
    // memory reducer starts some 8 s after allocation stops), and what is left is what the process keeps.
    await new Promise((resolve) => setTimeout(resolve, restSeconds * 1_000));
    const atRest = {
      resident: server.process.pid === undefined ? Number.NaN : residentMemoryMegabytes(server.process.pid),
      reported: await readReportedMemory(url),
    };
    if (quarterEnds.length === 4) {
      const embedded = options.databaseUrl === undefined;
      const megabytes = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)}` : '-');
      const perThread = (server: number, database: number) =>
        `${megabytes(server)}${embedded ? ` / ${megabytes(database)}` : ''} MB`;
      const samples = [...quarterEnds, atRest];
      const column = (describe: (sample: (typeof samples)[number]) => string) =>
        `${quarterEnds.map(describe).join(', ')} (${describe(atRest)} at rest)`;
      console.log(
        `  memory at the end of each quarter, then after ${restSeconds} s at rest: RSS ${column((sample) => `${megabytes(sample.resident)} MB`)}; JavaScript kept after the last full GC (server thread${embedded ? ' / database thread' : ''}) ${column((sample) => perThread(sample.reported.serverHeapKept, sample.reported.databaseHeapKept))}; heap held ${column((sample) => perThread(sample.reported.serverHeapTotal, sample.reported.databaseHeapTotal))}${embedded ? `; PGlite's WebAssembly memory ${column((sample) => `${megabytes(sample.reported.webAssembly)} MB`)}` : ''}`,
      );
      const [, second, , last] = quarterEnds.map((end) => end.resident);
      if (second !== undefined && last !== undefined) {
        console.log(
          `  RSS after the first quarter (the warm-up): ${quarterEnds
            .slice(1)
            .map(
              (end, index) =>
                `quarter ${index + 2} ${describeGrowth(quarterEnds[index]?.resident ?? Number.NaN, end.resident)}`,
            )
            .join(', ')}; over the last half ${describeGrowth(second, last)}`,
        );
      }
    }
    if (fiveHundreds > 0 && serverOutput() !== '') console.log(`  server log tail:\n${serverOutput()}`);
  } finally {
    await server.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}
