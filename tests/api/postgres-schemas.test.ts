import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { POSTGRES_URL } from './support/build';

const schemaName = () => `t_${randomBytes(6).toString('hex')}`;

/** Creates and drops schemas with tables in a loop, as other suites sharing the database do. */
async function churnSchemas(until: () => boolean) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    while (!until()) {
      const name = schemaName();
      await client.query(`CREATE SCHEMA "${name}"`);
      for (let i = 0; i < 20; i++) await client.query(`CREATE TABLE "${name}".t${i} (id serial primary key, label text)`);
      await client.query(`DROP SCHEMA "${name}" CASCADE`);
    }
  } finally {
    await client.end();
  }
}

describe('PostgreSQL schemas of one database', () => {
  it('migrates a schema while other schemas of the database are being created and dropped', async () => {
    let done = false;
    const churners = [churnSchemas(() => done), churnSchemas(() => done)];
    const migrated: string[] = [];
    try {
      for (let round = 0; round < 6; round++) {
        const schema = schemaName();
        const db = await openDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
        try {
          await migrateToLatest(db, schema);
          migrated.push(schema);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      done = true;
      await Promise.all(churners);
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      for (const schema of migrated) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
    expect(migrated).toHaveLength(6);
  }, 120_000);
});
