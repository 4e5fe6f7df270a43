import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WorkerMemory } from '../database/pglite-worker-messages.ts';
import { watchHeapAfterFullGc } from './heap-after-gc.ts';

/** How a generation ended: a letter delivered, a failure, a client that left (or a server that stopped), or a refusal. */
export type GenerationOutcome = 'succeeded' | 'failed' | 'abandoned' | 'refused';

/** The database's connections: a PostgreSQL pool's counts, or PGlite's single connection (idle and waiting unknown). */
export type PoolStatistics = { total: number; idle: number | undefined; waiting: number | undefined; max: number };

export type Metrics = {
  registry: Registry;
  countRequest: (labels: { method: string; route: string; status: number }, seconds: number) => void;
  /** Counts a generation; `seconds` is its latency, absent for a refusal (nothing was generated). */
  observeGeneration: (labels: { generator: string; outcome: GenerationOutcome }, seconds?: number) => void;
  /** Stops watching garbage collections (a server that closes; tests start many in one process). */
  stop: () => void;
};

/**
 * The server's Prometheus metrics (prom-client), in a registry of its own so that several servers in one process (the
 * tests) never mix their counts: requests by route and status, generations by generator and outcome with their
 * latency, the database pool, and Node's process metrics.
 */
export function createMetrics(options: {
  poolStatistics: () => PoolStatistics;
  /** The embedded database's thread's memory; absent on PostgreSQL. */
  databaseMemory?: () => Promise<WorkerMemory>;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const heapAfterFullGc = watchHeapAfterFullGc();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestDurations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time until the response started (a streamed letter goes on after it; see the generation latency)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const generations = new Counter({
    name: 'cover_letter_generations_total',
    help: 'Letter generations, by generator and outcome',
    labelNames: ['generator', 'outcome'] as const,
    registers: [registry],
  });
  const generationDurations = new Histogram({
    name: 'cover_letter_generation_duration_seconds',
    help: 'Time from the start of a generation to its end, by generator and outcome',
    labelNames: ['generator', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
    registers: [registry],
  });
  new Gauge({
    name: 'cover_letter_database_pool_connections',
    help: 'Database connections by state (PGlite has one connection and reports only its total)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const statistics = options.poolStatistics();
      this.set({ state: 'total' }, statistics.total);
      if (statistics.idle !== undefined) this.set({ state: 'idle' }, statistics.idle);
      if (statistics.waiting !== undefined) this.set({ state: 'waiting' }, statistics.waiting);
    },
  });
  new Gauge({
    name: 'cover_letter_database_pool_max_connections',
    help: 'The most connections the database pool opens',
    registers: [registry],
    collect() {
      this.set(options.poolStatistics().max);
    },
  });

  // Memory that says whether the process keeps more over time, where RSS and the heap's size also count room V8 and
  // PGlite hold once for the work to come (docs/decisions/0037-memory-over-a-soak.md).
  const databaseMemory = options.databaseMemory;
  new Gauge({
    name: 'cover_letter_heap_after_full_gc_bytes',
    help: "A thread's old generation in use after its last full garbage collection: what it keeps (absent before one)",
    labelNames: ['thread'] as const,
    registers: [registry],
    async collect() {
      const server = heapAfterFullGc.bytes();
      if (server !== undefined) this.set({ thread: 'server' }, server);
      const database = databaseMemory
        ? (await databaseMemory().catch(() => undefined))?.heapAfterFullGcBytes
        : undefined;
      if (database !== undefined) this.set({ thread: 'embedded_database' }, database);
    },
  });
  if (databaseMemory) {
    new Gauge({
      name: 'cover_letter_embedded_database_memory_bytes',
      help: "The embedded database's thread: PGlite's WebAssembly memory (it never shrinks) and the thread's JavaScript heap",
      labelNames: ['kind'] as const,
      registers: [registry],
      async collect() {
        // A database that stopped has no memory to report; /ready says so, /metrics still answers.
        const memory = await databaseMemory().catch(() => undefined);
        if (!memory) return;
        this.set({ kind: 'webassembly' }, memory.webAssemblyBytes);
        this.set({ kind: 'heap_total' }, memory.heapTotalBytes);
      },
    });
  }

  return {
    registry,
    stop: () => heapAfterFullGc.stop(),
    countRequest: (labels, seconds) => {
      const values = { method: labels.method, route: labels.route, status: String(labels.status) };
      requests.inc(values);
      requestDurations.observe(values, seconds);
    },
    observeGeneration: (labels, seconds) => {
      generations.inc(labels);
      if (seconds !== undefined) generationDurations.observe(labels, seconds);
    },
  };
}
