import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../server/test/find-free-port.ts';

export type PostgresCluster = { url: string; stop: () => void };

/** Finds the newest installed PostgreSQL server binaries (Debian keeps them out of PATH). */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((left, right) => Number(right) - Number(left));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port with trust auth. PostgreSQL refuses to
 * run as root, so as root the cluster belongs to the `postgres` system user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL server binaries were not found under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const directory = mkdtempSync(path.join(tmpdir(), 'cover-letter-postgres-'));
  const dataDirectory = path.join(directory, 'data');
  const port = await findFreePort();
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binaries, command), ...args]]
      : [path.join(binaries, command), args];
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...commandLine(command, args), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  // Starting runs without blocking this process's event loop, so `npm test` starts the cluster beside other steps.
  const runInBackground = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(...commandLine(command, args), { stdio: ['ignore', 'pipe', 'pipe'] });
      const output: string[] = [];
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
      child.once('error', reject);
      child.once('close', (code) => {
        if (code === 0) resolve();
        else reject(new Error(`${command} failed: ${output.join('')}`));
      });
    });
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const groupId = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(directory, Number(ids), Number(groupId));
  }
  chmodSync(directory, 0o700);
  await runInBackground('initdb', [
    '-D',
    dataDirectory,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  await runInBackground('pg_ctl', [
    '-D',
    dataDirectory,
    '-l',
    path.join(directory, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  // The application connects as an ordinary login role, as production should: it may create roles and databases,
  // but it is no superuser, so row-level security cannot be bypassed by accident.
  const superuser = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await superuser.connect();
  await superuser.query('create role cover_letter login createrole createdb');
  await superuser.query('create database cover_letter owner cover_letter');
  // Each test file drops its own database "with (force)" when it ends, which ends the connections still open to it.
  // An autovacuum worker visiting that database belongs to no role the application's role is a member of, and the
  // drop then failed ("must be a member of the role whose process is being terminated or member of
  // pg_signal_backend"), failing a test file that had passed. pg_signal_backend lets the role end such connections,
  // never a superuser's.
  await superuser.query('grant pg_signal_backend to cover_letter');
  await superuser.end();
  return {
    url: `postgresql://cover_letter@127.0.0.1:${port}/cover_letter`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
