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

/** Wraps a row source so the database itself renders the JSON body, formatted exactly as PostgREST formats it. */
function jsonResultSql(
  source: RawBuilder<unknown>,
): RawBuilder<{ body: string; row_count: number; first: string | null }> {
  return sql`select coalesce(json_agg(result), '[]')::text as body, count(*)::int as row_count, (json_agg(result) -> 0)::text as first from (${source}) as result`;
}

/** SELECT for GET and HEAD. */
export function buildReadSql(table: ExposedTable, query: RestQuery) {
  const order =
    query.order.length === 0
      ? sql``
      : sql` order by ${sql.join(
          query.order.map(
            (term) =>
              sql`${columnReference(term.column)} ${sql.raw(term.direction)}${term.nulls ? sql.raw(` nulls ${term.nulls}`) : sql``}`,
          ),
        )}`;
  const limit = query.limit === undefined ? sql`` : sql` limit ${query.limit}`;
  const offset = query.offset === undefined ? sql`` : sql` offset ${query.offset}`;
  return jsonResultSql(
    sql`select ${selectListSql(query.select)} from ${tableSql(table)} as t${whereSql(query.conditions)}${order}${limit}${offset}`,
  );
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
  return sql<{ body: string; row_count: number; first: string | null }>`with written as (${insert}) ${jsonResultSql(
    sql`select ${selectListSql(options.select)} from written as t`,
  )}`;
}

/** UPDATE … FROM json_populate_record for PATCH. */
export function buildUpdateSql(table: ExposedTable, options: { values: Record<string, unknown>; query: RestQuery }) {
  const columns = Object.keys(options.values);
  const assignments = sql.join(columns.map((column) => sql`${sql.id(column)} = patch.${sql.id(column)}`));
  const update = sql`update ${tableSql(table)} as t set ${assignments} from json_populate_record(null::${tableSql(table)}, ${JSON.stringify(
    options.values,
  )}::json) as patch${whereSql(options.query.conditions)} returning t.*`;
  return sql<{ body: string; row_count: number; first: string | null }>`with written as (${update}) ${jsonResultSql(
    sql`select ${selectListSql(options.query.select)} from written as t`,
  )}`;
}

/** DELETE for DELETE. */
export function buildDeleteSql(table: ExposedTable, query: RestQuery) {
  const deletion = sql`delete from ${tableSql(table)} as t${whereSql(query.conditions)} returning t.*`;
  return sql<{ body: string; row_count: number; first: string | null }>`with written as (${deletion}) ${jsonResultSql(
    sql`select ${selectListSql(query.select)} from written as t`,
  )}`;
}
