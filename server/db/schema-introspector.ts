import { type DatabaseIntrospector, type DatabaseMetadata, type Kysely, PostgresDialect, type PostgresDialectConfig, type SchemaMetadata, sql, type TableMetadata } from 'kysely';

/**
 * Kysely's PostgreSQL introspector scans every schema of the database and calls name-based catalog
 * functions (`has_schema_privilege(name, …)`) on each. When another process drops a schema in the
 * same moment (the test suites each drop their own), that call fails with 'schema … does not exist'
 * and the migration of an unrelated schema fails with it. This one looks only at its own schema,
 * through OID-based catalog views, which is all the migrator needs.
 */
class SchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ table: string; column: string; type: string; nullable: string; has_default: boolean }>`
      select table_name as "table", column_name as "column", data_type as type, is_nullable as nullable, column_default is not null as has_default
      from information_schema.columns where table_schema = ${this.schema} order by table_name, ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      const table = tables.get(row.table) ?? { name: row.table, schema: this.schema, isView: false, columns: [] };
      (table.columns as TableMetadata['columns'][number][]).push({
        name: row.column,
        dataType: row.type,
        isNullable: row.nullable === 'YES',
        isAutoIncrementing: false,
        hasDefaultValue: row.has_default,
      });
      tables.set(row.table, table);
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL whose introspection stays inside one schema. */
export class SchemaScopedPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.schema);
  }
}
