/** Column types the data service knows how to filter and write. */
export type ColumnType = 'uuid' | 'text' | 'timestamptz' | 'bigint' | 'boolean' | 'jsonb';

export type ExposedTable = {
  name: string;
  columns: Readonly<Record<string, ColumnType>>;
  primaryKey: readonly string[];
};

/**
 * The tables /rest/v1 serves. A whitelist rather than catalog introspection: only these names ever reach
 * SQL as identifiers, and the product's surface stays deliberate (docs/architecture.md#supabase-wire-compatibility).
 */
export const exposedTables: Readonly<Record<string, ExposedTable>> = {
  prompts: {
    name: 'prompts',
    columns: {
      id: 'uuid',
      user_id: 'uuid',
      resume: 'text',
      job_description: 'text',
      cover_letter: 'text',
      created_at: 'timestamptz',
      company: 'text',
      role: 'text',
    },
    primaryKey: ['id'],
  },
  profiles: {
    name: 'profiles',
    columns: {
      user_id: 'uuid',
      resume: 'text',
      resume_facts: 'jsonb',
      updated_at: 'timestamptz',
    },
    primaryKey: ['user_id'],
  },
};

/** Finds an exposed table by the name in the URL. */
export function findExposedTable(name: string): ExposedTable | undefined {
  return Object.hasOwn(exposedTables, name) ? exposedTables[name] : undefined;
}
