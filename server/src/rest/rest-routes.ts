import { Hono, type Context } from 'hono';
import type { AccessTokenKeys } from '../auth/access-token-keys.ts';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Database } from '../database/create-database.ts';
import { SessionEndedError, withRequestRole } from '../database/with-request-role.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import {
  buildCountSql,
  buildDeleteSql,
  buildInsertSql,
  buildReadSql,
  buildRowsByKeySql,
  buildUpdateSql,
  maximumRepresentationRows,
  type WriteResult,
} from './build-rest-sql.ts';
import { findExposedTable, type ExposedTable } from './exposed-tables.ts';
import { parseRestQuery, type RestQuery } from './parse-rest-query.ts';
import { fromDatabaseError, PostgrestError } from './postgrest-error.ts';
import { resolveRequestRole } from './resolve-request-role.ts';

const singleObjectMediaType = 'application/vnd.pgrst.object+json';
const JsonObjectSchema = z.record(z.string(), z.unknown());
const JsonRowsSchema = z.union([JsonObjectSchema, z.array(JsonObjectSchema)]);

type Preferences = {
  returnRepresentation: boolean;
  count: 'exact' | undefined;
  resolution: 'merge' | 'ignore' | undefined;
  missingDefault: boolean;
};

/** Reads `Prefer`, whose values supabase-js joins with ", " (2.x) or "," (1.x). */
function parsePreferences(header: string | undefined): Preferences {
  const values = (header ?? '').split(',').map((value) => value.trim().toLowerCase());
  return {
    returnRepresentation: values.includes('return=representation'),
    // planned and estimated are answered exactly: the tables are small enough and the answer is never wrong.
    count: values.some((value) => value.startsWith('count=')) ? 'exact' : undefined,
    resolution: values.includes('resolution=merge-duplicates')
      ? 'merge'
      : values.includes('resolution=ignore-duplicates')
        ? 'ignore'
        : undefined,
    missingDefault: values.includes('missing=default'),
  };
}

function wantsSingleObject(context: Context): boolean {
  return (context.req.header('Accept') ?? '').toLowerCase().includes(singleObjectMediaType);
}

function notSingular(rowCount: number): PostgrestError {
  return new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rowCount} rows`,
  );
}

function assertPublicProfile(context: Context): void {
  const profile = context.req.header('Accept-Profile') ?? context.req.header('Content-Profile');
  if (profile !== undefined && profile !== 'public') {
    throw new PostgrestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

function requireTable(name: string): ExposedTable {
  const table = findExposedTable(name);
  if (!table)
    throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  return table;
}

async function readRows(context: Context, table: ExposedTable): Promise<Array<Record<string, unknown>>> {
  const body = await readJsonBody(context.req.raw);
  if (!body.ok) throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', body.reason);
  const parsed = JsonRowsSchema.safeParse(body.value);
  if (!parsed.success)
    throw new PostgrestError(
      400,
      'PGRST102',
      'All object keys must match',
      'The body must be a JSON object or an array of objects',
    );
  const rows = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!Object.hasOwn(table.columns, key)) {
        throw new PostgrestError(
          400,
          'PGRST204',
          `Could not find the '${key}' column of '${table.name}' in the schema cache`,
        );
      }
    }
  }
  return rows;
}

/** Most rows one read answers with, as Supabase's hosted PostgREST (`db-max-rows`); more are paged with limit/offset. */
export const maximumRowsPerResponse = 1_000;

/** Rows rendered per database round trip while a long read streams out: one page of rows is all a read holds. */
const rowsPerPage = 20;

function tooManyRowsToReturn(rowCount: number): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST124',
    `The write would return ${rowCount} rows; at most ${maximumRepresentationRows} are returned`,
    'The write was rolled back.',
    'Send Prefer: return=minimal (the default), or narrow the filter.',
  );
}

/** PostgREST's Content-Range: `first-last/total`, `*` for an unknown total or an empty page. */
function contentRange(offset: number, rowCount: number, total: number | undefined): string {
  const range = rowCount === 0 ? '*' : `${offset}-${offset + rowCount - 1}`;
  return `${range}/${total ?? '*'}`;
}

/** The PostgREST-compatible data service for the product's tables, mounted at /rest/v1. */
export function createRestRoutes(options: {
  database: Database;
  accessTokenKeys: AccessTokenKeys;
  maximumPromptsPerUser: number;
}) {
  const routes = new Hono();
  routes.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new PostgrestError(413, 'PGRST413', 'Payload Too Large', 'The request body is larger than 1 MiB');
      },
    }),
  );

  async function runAs<T>(context: Context, work: Parameters<typeof withRequestRole<T>>[2]): Promise<T> {
    const { role, claims } = await resolveRequestRole(
      { authorization: context.req.header('Authorization'), apikey: context.req.header('apikey') },
      options.accessTokenKeys,
    );
    try {
      return await withRequestRole(
        options.database,
        {
          role,
          claims,
          method: context.req.method,
          path: context.req.path,
          maximumPromptsPerUser: options.maximumPromptsPerUser,
        },
        work,
      );
    } catch (error) {
      if (error instanceof SessionEndedError) throw new PostgrestError(401, 'PGRST303', error.message);
      throw fromDatabaseError(error, role) ?? error;
    }
  }

  function parseQuery(context: Context, table: ExposedTable): RestQuery {
    return parseRestQuery(table, new URL(context.req.url).searchParams);
  }

  routes.on(['GET', 'HEAD'], '/:table', async (context) => {
    assertPublicProfile(context);
    const table = requireTable(context.req.param('table'));
    const query = parseQuery(context, table);
    const preferences = parsePreferences(context.req.header('Prefer'));
    const isHead = context.req.method === 'HEAD';
    // The keys of every row of the answer (small, whatever the rows hold) and the first page of rows come from one
    // statement; a longer answer is then streamed a page at a time, each page in its own short transaction, so
    // neither the server nor the database ever holds a whole large answer, and no slow client holds the database.
    const { keys, firstRows, total } = await runAs(context, async (transaction) => {
      const read = await buildReadSql(table, query, {
        maximumRows: maximumRowsPerResponse,
        renderedRows: isHead ? 0 : rowsPerPage,
      }).execute(transaction);
      const total = preferences.count
        ? (await buildCountSql(table, query).execute(transaction)).rows[0]?.total
        : undefined;
      return {
        keys: read.rows.map((row) => row.key),
        firstRows: read.rows.flatMap((row) => (row.row === null ? [] : [row.row])),
        total,
      };
    });
    const rowCount = keys.length;
    const offset = query.offset ?? 0;
    if (total !== undefined && offset > 0 && offset >= total && rowCount === 0) {
      throw new PostgrestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      );
    }
    context.header('Content-Range', contentRange(offset, rowCount, total));
    if (wantsSingleObject(context)) {
      if (rowCount !== 1) throw notSingular(rowCount);
      context.header('Content-Type', `${singleObjectMediaType}; charset=utf-8`);
      if (isHead) return context.body(null, 200);
      return context.body(firstRows[0] ?? 'null', 200);
    }
    const status = total !== undefined && rowCount < total ? 206 : 200;
    context.header('Content-Type', 'application/json; charset=utf-8');
    if (isHead) return context.body(null, status);
    if (keys.length <= rowsPerPage) return context.body(`[${firstRows.join(', \n ')}]`, status);
    return context.body(streamRows(context, table, query, keys.slice(rowsPerPage), firstRows), status);
  });

  /**
   * The rest of a long answer, a page per pull: the network's pace decides when the next page is read. A row deleted
   * in the meantime is left out; an error ends the response early, which the client sees as a broken connection.
   */
  function streamRows(
    context: Context,
    table: ExposedTable,
    query: RestQuery,
    remainingKeys: string[],
    firstRows: string[],
  ): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    let next = 0;
    let written = firstRows.length;
    return new ReadableStream<Uint8Array>(
      {
        start(controller) {
          controller.enqueue(encoder.encode(`[${firstRows.join(', \n ')}`));
        },
        // Each pull enqueues rows or closes: a pull that did neither (a page whose rows were all deleted meanwhile)
        // would leave the reader waiting for ever.
        async pull(controller) {
          while (next < remainingKeys.length) {
            const pageKeys = remainingKeys.slice(next, next + rowsPerPage);
            next += rowsPerPage;
            const rows = await runAs(context, async (transaction) =>
              (await buildRowsByKeySql(table, query.select, pageKeys).execute(transaction)).rows.map((row) => row.row),
            );
            if (rows.length === 0) continue;
            controller.enqueue(encoder.encode(`${written > 0 ? ', \n ' : ''}${rows.join(', \n ')}`));
            written += rows.length;
            return;
          }
          controller.enqueue(encoder.encode(']'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
  }

  routes.post('/:table', async (context) => {
    assertPublicProfile(context);
    const table = requireTable(context.req.param('table'));
    const query = parseQuery(context, table);
    const preferences = parsePreferences(context.req.header('Prefer'));
    const rows = await readRows(context, table);
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (preferences.missingDefault && rows.some((row) => columns.some((column) => !Object.hasOwn(row, column)))) {
      throw new PostgrestError(
        400,
        'PGRST100',
        'Prefer: missing=default with rows that omit columns is not supported by this server',
      );
    }
    if (columns.length === 0 && rows.length !== 1) {
      throw new PostgrestError(
        400,
        'PGRST102',
        'All object keys must match',
        'Rows without any column can only be inserted one at a time',
      );
    }
    const singleObject = wantsSingleObject(context);
    const onConflict = preferences.resolution
      ? { columns: query.onConflict ?? [...table.primaryKey], resolution: preferences.resolution }
      : undefined;
    const representation = preferences.returnRepresentation;
    const result = await runAs(context, async (transaction): Promise<WriteResult> => {
      if (rows.length === 0) return { body: '[]', row_count: 0, first: null };
      const written = (
        await buildInsertSql(table, { rows, columns, select: query.select, onConflict, representation }).execute(
          transaction,
        )
      ).rows[0] ?? { body: '[]', row_count: 0, first: null };
      // Rolls the write back, as PostgREST does, when one object was asked for and not exactly one row came out.
      if (singleObject && written.row_count !== 1) throw notSingular(written.row_count);
      if (representation && written.row_count > maximumRepresentationRows) throw tooManyRowsToReturn(written.row_count);
      return written;
    });
    context.header('Content-Range', `*/${preferences.count ? result.row_count : '*'}`);
    const status = preferences.resolution && result.row_count === 0 ? 200 : 201;
    if (!preferences.returnRepresentation) return context.body(null, status);
    if (singleObject) {
      context.header('Content-Type', `${singleObjectMediaType}; charset=utf-8`);
      return context.body(result.first ?? 'null', status);
    }
    context.header('Content-Type', 'application/json; charset=utf-8');
    return context.body(result.body ?? '[]', status);
  });

  async function writeExisting(context: Context, kind: 'update' | 'delete') {
    assertPublicProfile(context);
    const table = requireTable(context.req.param('table') ?? '');
    const query = parseQuery(context, table);
    if (query.limit !== undefined || query.offset !== undefined) {
      throw new PostgrestError(
        400,
        'PGRST100',
        `limit and offset are not supported on ${context.req.method} by this server`,
      );
    }
    const preferences = parsePreferences(context.req.header('Prefer'));
    let values: Record<string, unknown> = {};
    if (kind === 'update') {
      const rows = await readRows(context, table);
      const [first] = rows;
      if (rows.length !== 1 || !first) throw new PostgrestError(400, 'PGRST102', 'PATCH takes a single JSON object');
      values = first;
    }
    const singleObject = wantsSingleObject(context);
    const representation = preferences.returnRepresentation;
    const result = await runAs(context, async (transaction): Promise<WriteResult> => {
      if (kind === 'update' && Object.keys(values).length === 0) return { body: '[]', row_count: 0, first: null };
      const statement =
        kind === 'update'
          ? buildUpdateSql(table, { values, query, representation })
          : buildDeleteSql(table, query, representation);
      const written = (await statement.execute(transaction)).rows[0] ?? { body: '[]', row_count: 0, first: null };
      if (singleObject && written.row_count !== 1) throw notSingular(written.row_count);
      if (representation && written.row_count > maximumRepresentationRows) throw tooManyRowsToReturn(written.row_count);
      return written;
    });
    context.header('Content-Range', kind === 'update' ? contentRange(0, result.row_count, undefined) : '*/*');
    if (!preferences.returnRepresentation) return context.body(null, 204);
    if (singleObject) {
      context.header('Content-Type', `${singleObjectMediaType}; charset=utf-8`);
      return context.body(result.first ?? 'null', 200);
    }
    context.header('Content-Type', 'application/json; charset=utf-8');
    return context.body(result.body ?? '[]', 200);
  }

  routes.patch('/:table', (context) => writeExisting(context, 'update'));
  routes.delete('/:table', (context) => writeExisting(context, 'delete'));

  routes.all('/rpc/:name', (context) => {
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${context.req.param('name')} without parameters in the schema cache`,
    );
  });

  return routes;
}
