import { sql, type RawBuilder } from 'kysely';
import type { ExposedTable } from './exposed-tables.ts';
import type { Condition, RestQuery, SelectItem } from './parse-rest-query.ts';

// Every identifier that reaches SQL here was checked against the exposed-table whitelist by the parser;
// every value is a bound parameter.

function columnReference(column: string): RawBuilder<unknown> {
  return sql.ref(`t.${column}`);
}

function conditionSql(condition: Condition): RawBuilder<unknown> {
  let expression: RawBuilder<unknown>;
  if (condition.kind === 'logic') {
    const parts = condition.conditions.map(conditionSql);
    expression = sql`(${sql.join(parts, condition.operator === 'and' ? sql` and ` : sql` or `)})`;
  } else {
    const column = columnReference(condition.column);
    switch (condition.operator) {
      case 'eq':
        expression = sql`${column} = ${condition.value}`;
        break;
      case 'neq':
        expression = sql`${column} <> ${condition.value}`;
        break;
      case 'gt':
        expression = sql`${column} > ${condition.value}`;
        break;
      case 'gte':
        expression = sql`${column} >= ${condition.value}`;
        break;
      case 'lt':
        expression = sql`${column} < ${condition.value}`;
        break;
      case 'lte':
        expression = sql`${column} <= ${condition.value}`;
        break;
      case 'like':
        expression = sql`${column}::text like ${condition.value.replaceAll('*', '%')}`;
        break;
      case 'ilike':
        expression = sql`${column}::text ilike ${condition.value.replaceAll('*', '%')}`;
        break;
      case 'match':
        expression = sql`${column}::text ~ ${condition.value}`;
        break;
      case 'imatch':
        expression = sql`${column}::text ~* ${condition.value}`;
        break;
      case 'in':
        expression =
          condition.value.length === 0
            ? sql`false`
            : sql`${column} in (${sql.join(condition.value.map((value) => sql`${value}`))})`;
        break;
      case 'is': {
        const operand = {
          null: sql`null`,
          not_null: sql`not null`,
          true: sql`true`,
          false: sql`false`,
          unknown: sql`unknown`,
        }[condition.value];
        expression = sql`${column} is ${operand}`;
        break;
      }
    }
  }
  return condition.negated ? sql`not (${expression})` : expression;
}

function whereSql(conditions: Condition[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions.map(conditionSql), sql` and `)}`;
}

function selectListSql(items: SelectItem[]): RawBuilder<unknown> {
  return sql.join(items.map((item) => sql`${columnReference(item.column)} as ${sql.id(item.alias)}`));
}

function tableSql(table: ExposedTable): RawBuilder<unknown> {
  return sql.table(`public.${table.name}`);
}

/** Most rows one write may return as its representation; more are refused (and the write rolled back). */
export const maximumRepresentationRows = 100;

export type WriteResult = { row_count: number; body: string | null; first: string | null };

/**
 * Counts what a write changed and, when it is to be returned, renders at most `maximumRepresentationRows + 1` of those
 * rows as PostgREST's JSON: enough to know that there were too many, never the JSON of a whole table in memory.
 */
function writeResultSql(written: RawBuilder<unknown>, select: SelectItem[], representation: boolean) {
  const rendered = representation
    ? sql`(select coalesce(json_agg(result), '[]')::text from (select ${selectListSql(select)} from written as t limit ${maximumRepresentationRows + 1}) as result) as body, (select row_to_json(result)::text from (select ${selectListSql(select)} from written as t limit 1) as result) as first`
    : sql`null::text as body, null::text as first`;
  return sql<WriteResult>`with written as (${written}) select (select count(*)::int from written) as row_count, ${rendered}`;
}

function orderSql(query: RestQuery, tieBreaker: string | undefined): RawBuilder<unknown> {
  const terms = query.order.map(
    (term) =>
      sql`${columnReference(term.column)} ${sql.raw(term.direction)}${term.nulls ? sql.raw(` nulls ${term.nulls}`) : sql``}`,
  );
  // A tie-breaker makes the order total, so the same query pages the same way twice.
  if (tieBreaker) terms.push(columnReference(tieBreaker));
  return terms.length === 0 ? sql`` : sql` order by ${sql.join(terms)}`;
}

/**
 * A read: the primary keys of the rows it answers with, in order, at most `maximumRows`, and the first
 * `renderedRows` of those rows rendered as PostgREST's JSON objects, in one statement. Keys are small, so a whole
 * result fits in memory as keys; the rows after the first page are rendered a page at a time (buildRowsByKeySql).
 */
export function buildReadSql(
  table: ExposedTable,
  query: RestQuery,
  options: { maximumRows: number; renderedRows: number },
) {
  const [key = 'id'] = table.primaryKey;
  const limit = Math.min(query.limit ?? options.maximumRows, options.maximumRows);
  const offset = query.offset ?? 0;
  const order = orderSql(query, key);
  // A row's place in the whole ordered result, counted by the same order as the rows come in; rows skipped by the
  // offset and rows after the first page are never rendered.
  const position = sql`row_number() over (${order}) - ${offset}`;
  return sql<{
    key: string;
    row: string | null;
  }>`select ${columnReference(key)}::text as key, case when ${position} between 1 and ${options.renderedRows} then (select row_to_json(result) from (select ${selectListSql(query.select)}) as result)::text end as row from ${tableSql(table)} as t${whereSql(
    query.conditions,
  )}${order} limit ${limit}${query.offset === undefined ? sql`` : sql` offset ${offset}`}`;
}

/** One page of a read: the rows with these keys, each rendered as PostgREST's JSON object, in the keys' order. */
export function buildRowsByKeySql(table: ExposedTable, select: SelectItem[], keys: string[]) {
  const [key = 'id'] = table.primaryKey;
  return sql<{
    row: string;
  }>`select (select row_to_json(result) from (select ${selectListSql(select)}) as result)::text as row from unnest(${keys}::text[]) with ordinality as page(key, position) join ${tableSql(
    table,
  )} as t on ${columnReference(key)}::text = page.key order by page.position`;
}

/** The exact count for `Prefer: count=exact`, under the same filters (and the same row-level security). */
export function buildCountSql(table: ExposedTable, query: RestQuery) {
  return sql<{
    total: number;
  }>`select count(*)::int as total from ${tableSql(table)} as t${whereSql(query.conditions)}`;
}

/** INSERT from a JSON array, as PostgREST does it, with optional upsert. */
export function buildInsertSql(
  table: ExposedTable,
  options: {
    rows: unknown[];
    columns: string[];
    select: SelectItem[];
    onConflict: { columns: string[]; resolution: 'merge' | 'ignore' } | undefined;
    representation: boolean;
  },
) {
  const columnList = sql.join(options.columns.map((column) => sql.id(column)));
  let conflict = sql``;
  if (options.onConflict) {
    const target = sql.join(options.onConflict.columns.map((column) => sql.id(column)));
    const updatable = options.columns.filter((column) => !options.onConflict?.columns.includes(column));
    conflict =
      options.onConflict.resolution === 'ignore' || updatable.length === 0
        ? sql` on conflict (${target}) do nothing`
        : sql` on conflict (${target}) do update set ${sql.join(updatable.map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`))}`;
  }
  const insert =
    options.columns.length === 0
      ? sql`insert into ${tableSql(table)} as t default values${conflict} returning t.*`
      : sql`insert into ${tableSql(table)} as t (${columnList}) select ${columnList} from json_populate_recordset(null::${tableSql(table)}, ${JSON.stringify(options.rows)}::json)${conflict} returning t.*`;
  return writeResultSql(insert, options.select, options.representation);
}

/** UPDATE … FROM json_populate_record for PATCH. */
export function buildUpdateSql(
  table: ExposedTable,
  options: { values: Record<string, unknown>; query: RestQuery; representation: boolean },
) {
  const columns = Object.keys(options.values);
  const assignments = sql.join(columns.map((column) => sql`${sql.id(column)} = patch.${sql.id(column)}`));
  const update = sql`update ${tableSql(table)} as t set ${assignments} from json_populate_record(null::${tableSql(table)}, ${JSON.stringify(
    options.values,
  )}::json) as patch${whereSql(options.query.conditions)} returning t.*`;
  return writeResultSql(update, options.query.select, options.representation);
}

/** DELETE for DELETE. */
export function buildDeleteSql(table: ExposedTable, query: RestQuery, representation: boolean) {
  const deletion = sql`delete from ${tableSql(table)} as t${whereSql(query.conditions)} returning t.*`;
  return writeResultSql(deletion, query.select, representation);
}
