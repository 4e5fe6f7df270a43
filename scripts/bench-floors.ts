// Floors for `npm run bench`: the same work without the product's layers, measured in the same run on the same
// machine. On a shared 2-core machine an absolute figure says more about the neighbours than about the code; a ratio
// to its floor says how much the product adds (docs/architecture.md#performance-budgets).
import { spawn } from 'node:child_process';
import { argon2, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { argon2idParameters } from '../server/src/auth/password-hashing.ts';
import { openDatabase } from '../server/src/database/create-database.ts';

export type Throughput = { perSecond: number; milliseconds: number[] };

/** Runs `count` tasks, at most `concurrency` at a time, and measures each and the whole. */
export async function runConcurrently(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<unknown>,
): Promise<Throughput> {
  const milliseconds: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        const taskStarted = performance.now();
        await task(index);
        milliseconds.push(performance.now() - taskStarted);
      }
    }),
  );
  return { perSecond: count / ((performance.now() - started) / 1000), milliseconds };
}

/** argon2id straight from node:crypto with the server's parameters: what a password login cannot go below. */
export function measureRawArgon2id(count: number, concurrency: number): Promise<Throughput> {
  const nonce = randomBytes(16);
  return runConcurrently(
    count,
    concurrency,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        argon2('argon2id', { message: 'bench-password', nonce, ...argon2idParameters }, (error, key) => {
          if (error) reject(error);
          else resolve(key);
        });
      }),
  );
}

/**
 * What a REST read of a user's saved letters cannot go below: one transaction that sets the request's claims,
 * switches to the `authenticated` role (so row-level security applies) and reads the rows as one JSON text, on the
 * same embedded database the server used (opened after the server stopped), through the same driver.
 */
export async function measureRawRowLevelSecurityReads(options: {
  dataDirectory: string;
  userId: string;
  count: number;
  concurrency: number;
}): Promise<Throughput & { rows: number }> {
  const handle = await openDatabase({ dataDirectory: options.dataDirectory, databaseUrl: undefined });
  try {
    const claims = JSON.stringify({ sub: options.userId, role: 'authenticated', aud: 'authenticated' });
    const readOnce = () =>
      handle.database.transaction().execute(async (transaction) => {
        await sql`select set_config('request.jwt.claims', ${claims}, true)`.execute(transaction);
        await sql.raw('set local role authenticated').execute(transaction);
        const result = await sql<{ body: string; rows: number }>`
          select coalesce(json_agg(row_to_json(prompt)), '[]')::text as body, count(*)::int as rows
          from (select * from public.prompts where user_id = ${options.userId} order by created_at desc) prompt`.execute(
          transaction,
        );
        return result.rows[0]?.rows ?? 0;
      });
    const rows = await readOnce();
    const throughput = await runConcurrently(options.count, options.concurrency, readOnce);
    return { ...throughput, rows };
  } finally {
    await handle.close();
  }
}

/** The resident memory of a process, from /proc, in MB. */
export function readResidentMegabytes(processId: number): number {
  const status = readFileSync(`/proc/${processId}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The resident memory of a Node process that has started and does nothing: the floor of the server's memory. */
export async function measureBareNodeMegabytes(): Promise<number> {
  const bare = spawn(process.execPath, ['-e', "process.stdout.write('ready\\n'); setInterval(() => {}, 60_000);"], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      bare.stdout.once('data', () => resolve());
      bare.once('exit', (code) => reject(new Error(`a bare Node process exited with ${code}`)));
    });
    if (bare.pid === undefined) throw new Error('a bare Node process has no process id');
    return readResidentMegabytes(bare.pid);
  } finally {
    bare.kill('SIGTERM');
  }
}

/** "0.42× its floor": how a figure compares with the same work done without the product's layers. */
export function describeRatio(figure: number, floor: number): string {
  return `${(figure / floor).toFixed(2)}× its floor`;
}
