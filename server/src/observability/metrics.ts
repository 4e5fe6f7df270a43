import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a generation ended: a letter delivered, a failure, a client that left (or a server that stopped), or a refusal. */
export type GenerationOutcome = 'succeeded' | 'failed' | 'abandoned' | 'refused';

/** The database's connections: a PostgreSQL pool's counts, or PGlite's single connection (idle and waiting unknown). */
export type PoolStatistics = { total: number; idle: number | undefined; waiting: number | undefined; max: number };

export type Metrics = {
  registry: Registry;
  countRequest: (labels: { method: string; route: string; status: number }, seconds: number) => void;
  /** Counts a generation; `seconds` is its latency, absent for a refusal (nothing was generated). */
  observeGeneration: (labels: { generator: string; outcome: GenerationOutcome }, seconds?: number) => void;
};

/**
 * The server's Prometheus metrics (prom-client), in a registry of its own so that several servers in one process (the
 * tests) never mix their counts: requests by route and status, generations by generator and outcome with their
 * latency, the database pool, and Node's process metrics.
 */
export function createMetrics(options: { poolStatistics: () => PoolStatistics }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

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

  return {
    registry,
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
