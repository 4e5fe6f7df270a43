import { findRegularExpressionProblem, maximumPatternLength } from './check-regular-expression.ts';
import type { ExposedTable } from './exposed-tables.ts';
import { parseError, PostgrestError } from './postgrest-error.ts';

/**
 * What one request may ask of the database. Each bound keeps a query's work small on both databases, above all on the
 * embedded one, which has one connection and no statement time-out: a long query holds every other data request
 * (docs/decisions/0009-bounded-queries.md; it runs in a worker thread, docs/decisions/0033-pglite-worker-thread.md).
 */
export const queryLimits = {
  /** Columns in `select`, `*` counting as all of the table's. */
  selectItems: 100,
  /** Keys in `order`. */
  orderTerms: 10,
  /** Filters in all, those inside `or`/`and` trees included. */
  conditions: 50,
  /** `or`/`and` trees inside one another. */
  logicDepth: 8,
  /** like, ilike, match and imatch filters: each scans the text of every row it is given. */
  patternFilters: 3,
  /** Values in all `in` lists together. */
  inValues: 500,
} as const;

/** Counts what a query asks for while it is parsed, and refuses it the moment a bound is crossed. */
type QueryBudget = { conditions: number; patternFilters: number; inValues: number };

function tooComplex(what: string, limit: number): PostgrestError {
  return parseError(
    `"query too complex: at most ${limit} ${what}"`,
    `This server answers at most ${limit} ${what} per request, so that no request can hold up the others.`,
  );
}

function spend(budget: QueryBudget, kind: keyof QueryBudget, amount = 1): void {
  budget[kind] += amount;
  const limits: Record<keyof QueryBudget, [number, string]> = {
    conditions: [queryLimits.conditions, 'filters'],
    patternFilters: [queryLimits.patternFilters, 'like, ilike, match and imatch filters'],
    inValues: [queryLimits.inValues, 'values in in-lists'],
  };
  const [limit, what] = limits[kind];
  if (budget[kind] > limit) throw tooComplex(what, limit);
}

type ScalarOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
const scalarOperators: readonly string[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'];

function isScalarOperator(operator: string): operator is ScalarOperator {
  return scalarOperators.includes(operator);
}

const unsupportedOperators: ReadonlySet<string> = new Set([
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'isdistinct',
]);

export type IsOperand = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Condition =
  | { kind: 'filter'; column: string; operator: ScalarOperator; negated: boolean; value: string }
  | { kind: 'filter'; column: string; operator: 'in'; negated: boolean; value: string[] }
  | { kind: 'filter'; column: string; operator: 'is'; negated: boolean; value: IsOperand }
  | { kind: 'logic'; operator: 'and' | 'or'; negated: boolean; conditions: Condition[] };

export type OrderTerm = { column: string; direction: 'asc' | 'desc'; nulls: 'first' | 'last' | undefined };
export type SelectItem = { column: string; alias: string };

export type RestQuery = {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
  columns: string[] | undefined;
  onConflict: string[] | undefined;
};

const reservedKeys: ReadonlySet<string> = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const logicKeys: ReadonlySet<string> = new Set(['or', 'and', 'not.or', 'not.and']);

function failedToParse(kind: string, text: string, column: number, details: string | null = null): PostgrestError {
  return parseError(`"failed to parse ${kind} (${text})" (line 1, column ${column})`, details);
}

function requireColumn(table: ExposedTable, column: string): string {
  if (!Object.hasOwn(table.columns, column)) {
    throw new PostgrestError(400, '42703', `column ${table.name}.${column} does not exist`);
  }
  return column;
}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (inQuotes) {
      current += character;
      if (character === '\\' && index + 1 < text.length) {
        current += text[index + 1] ?? '';
        index += 1;
      } else if (character === '"') {
        inQuotes = false;
      }
      continue;
    }
    if (character === '"') inQuotes = true;
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth < 0) throw parseError(`"unexpected ')'" (line 1, column ${index + 1})`);
    if (character === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  if (inQuotes) throw parseError('"unterminated quoted value" (line 1, column ' + (text.length + 1) + ')');
  if (depth !== 0) throw parseError('"unbalanced parentheses" (line 1, column ' + (text.length + 1) + ')');
  parts.push(current);
  return parts;
}

/** Removes PostgREST's double quotes around a value, honouring `\"` and `\\`. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(["\\])/g, '$1');
  }
  return value;
}

function checkPattern(operator: ScalarOperator, text: string, pattern: string, budget: QueryBudget): void {
  if (operator !== 'like' && operator !== 'ilike' && operator !== 'match' && operator !== 'imatch') return;
  spend(budget, 'patternFilters');
  if (pattern.length > maximumPatternLength) {
    throw parseError(
      `"failed to parse filter (${text.slice(0, 80)}…)"`,
      `Patterns may have at most ${maximumPatternLength} characters.`,
    );
  }
  if (operator === 'match' || operator === 'imatch') {
    const problem = findRegularExpressionProblem(pattern);
    if (problem) throw parseError(`"failed to parse filter (${text})"`, problem);
  }
}

/** Parses `[not.]operator.operand` for one column. */
function parseFilterValue(column: string, text: string, insideLogic: boolean, budget: QueryBudget): Condition {
  spend(budget, 'conditions');
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operatorText = dot === -1 ? rest : rest.slice(0, dot);
  const operand = dot === -1 ? undefined : rest.slice(dot + 1);
  const baseOperator = operatorText.replace(/\((any|all)\)$/, '');
  if (baseOperator !== operatorText) {
    throw parseError(
      `"failed to parse filter (${text})"`,
      'The (any) and (all) modifiers are not supported by this server.',
    );
  }
  if (unsupportedOperators.has(baseOperator)) {
    throw parseError(
      `"failed to parse filter (${text})"`,
      `The operator ${baseOperator} is not supported for the columns of this table.`,
    );
  }
  if (operand === undefined || !(isScalarOperator(baseOperator) || baseOperator === 'in' || baseOperator === 'is')) {
    throw failedToParse('filter', text, (negated ? 4 : 0) + operatorText.length + 1);
  }
  if (baseOperator === 'in') {
    if (!operand.startsWith('(') || !operand.endsWith(')')) throw failedToParse('filter', text, text.length);
    const inner = operand.slice(1, -1);
    const values = inner.trim() === '' ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()));
    spend(budget, 'inValues', values.length);
    return { kind: 'filter', column, operator: 'in', negated, value: values };
  }
  if (baseOperator === 'is') {
    const value = operand.toLowerCase();
    if (value !== 'null' && value !== 'not_null' && value !== 'true' && value !== 'false' && value !== 'unknown') {
      throw failedToParse('filter', text, text.length);
    }
    return { kind: 'filter', column, operator: 'is', negated, value };
  }
  if (!isScalarOperator(baseOperator)) throw failedToParse('filter', text, 1);
  const value = insideLogic ? unquote(operand) : operand;
  checkPattern(baseOperator, text, value, budget);
  return { kind: 'filter', column, operator: baseOperator, negated, value };
}

/** Parses the body of `or=(…)`/`and=(…)`, including nested `and(…)`, `not.or(…)`, at most `queryLimits.logicDepth` deep. */
function parseLogic(
  table: ExposedTable,
  operator: 'and' | 'or',
  negated: boolean,
  text: string,
  budget: QueryBudget,
  depth: number,
): Condition {
  if (depth > queryLimits.logicDepth) throw tooComplex('levels of nested or/and', queryLimits.logicDepth);
  if (!text.startsWith('(') || !text.endsWith(')')) throw failedToParse('logic tree', text, 1);
  const inner = text.slice(1, -1);
  if (inner.trim() === '') throw failedToParse('logic tree', text, 2);
  const conditions = splitTopLevel(inner).map((item) => {
    const trimmed = item.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(trimmed);
    if (nested) {
      const nestedOperator = nested[2] === 'and' ? 'and' : 'or';
      return parseLogic(table, nestedOperator, nested[1] !== undefined, nested[3] ?? '', budget, depth + 1);
    }
    const dot = trimmed.indexOf('.');
    if (dot <= 0) throw failedToParse('logic tree', text, 2);
    const column = requireColumn(table, trimmed.slice(0, dot));
    return parseFilterValue(column, trimmed.slice(dot + 1), true, budget);
  });
  return { kind: 'logic', operator, negated, conditions };
}

function parseSelect(table: ExposedTable, text: string): SelectItem[] {
  const all = Object.keys(table.columns).map((column) => ({ column, alias: column }));
  if (text.trim() === '') return all;
  const items: SelectItem[] = [];
  for (const rawItem of splitTopLevel(text.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''))) {
    if (rawItem === '*') {
      items.push(...all);
      if (items.length > queryLimits.selectItems) throw tooComplex('columns in select', queryLimits.selectItems);
      continue;
    }
    if (rawItem.includes('(')) {
      throw new PostgrestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table.name}' and '${rawItem.slice(0, rawItem.indexOf('('))}' in the schema cache`,
      );
    }
    if (rawItem.includes('::') || rawItem.includes('->')) {
      throw parseError(
        `"failed to parse select parameter (${text})"`,
        'Casts and JSON paths in select are not supported by this server.',
      );
    }
    const colon = rawItem.indexOf(':');
    const alias = colon === -1 ? rawItem : rawItem.slice(0, colon);
    const column = unquote(colon === -1 ? rawItem : rawItem.slice(colon + 1));
    if (alias === '' || column === '') throw failedToParse('select parameter', text, 1);
    items.push({ column: requireColumn(table, column), alias: unquote(alias) });
    if (items.length > queryLimits.selectItems) throw tooComplex('columns in select', queryLimits.selectItems);
  }
  if (items.length > queryLimits.selectItems) throw tooComplex('columns in select', queryLimits.selectItems);
  return items;
}

function parseOrder(table: ExposedTable, text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    requireColumn(table, column);
    let direction: 'asc' | 'desc' = 'asc';
    let nulls: 'first' | 'last' | undefined;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') direction = modifier;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw failedToParse('order', text, term.indexOf(modifier) + 1);
    }
    return { column, direction, nulls };
  });
}

function parseNonNegativeInteger(name: string, text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw failedToParse(name, text, 1);
  return Number(text);
}

/** Parses a form-decoded PostgREST query string against one exposed table. */
export function parseRestQuery(table: ExposedTable, parameters: URLSearchParams): RestQuery {
  const query: RestQuery = {
    select: parseSelect(table, parameters.get('select') ?? '*'),
    conditions: [],
    order: [],
    limit: undefined,
    offset: undefined,
    columns: undefined,
    onConflict: undefined,
  };
  const budget: QueryBudget = { conditions: 0, patternFilters: 0, inValues: 0 };
  for (const [key, value] of parameters) {
    if (key === 'order') {
      query.order.push(...parseOrder(table, value));
      if (query.order.length > queryLimits.orderTerms) throw tooComplex('order terms', queryLimits.orderTerms);
    } else if (key === 'limit') query.limit = parseNonNegativeInteger('limit', value);
    else if (key === 'offset') query.offset = parseNonNegativeInteger('offset', value);
    else if (key === 'columns') {
      query.columns = splitTopLevel(value).map((column) => {
        const name = unquote(column.trim());
        if (!Object.hasOwn(table.columns, name)) {
          throw new PostgrestError(
            400,
            'PGRST204',
            `Could not find the '${name}' column of '${table.name}' in the schema cache`,
          );
        }
        return name;
      });
    } else if (key === 'on_conflict') {
      query.onConflict = splitTopLevel(value).map((column) => requireColumn(table, unquote(column.trim())));
    } else if (reservedKeys.has(key)) {
      continue;
    } else if (logicKeys.has(key)) {
      const negated = key.startsWith('not.');
      query.conditions.push(parseLogic(table, key.endsWith('and') ? 'and' : 'or', negated, value, budget, 1));
    } else {
      if (key.includes('.')) {
        throw parseError(
          `"failed to parse filter (${key})"`,
          'Filters on embedded resources are not supported by this server.',
        );
      }
      query.conditions.push(parseFilterValue(requireColumn(table, key), value, false, budget));
    }
  }
  return query;
}
