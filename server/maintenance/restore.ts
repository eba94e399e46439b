import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { ensureTrigram } from '../db/pg-trigram';
import { SECRET_KEY_FILE } from '../security/secret-box';
import { readManifest } from './backup-manifest';
import { copyBlobs } from './blob-copy';
import { runTool } from './run-tool';

/** Only into nothing: a restore never mixes a backup with data that is already there. */
function assertEmptyDataDir(dataDir: string) {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty; restore into a new or empty data folder`);
  fs.mkdirSync(dataDir, { recursive: true });
}

async function restorePostgres(url: string, schema: string, dump: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from information_schema.tables where table_schema = $1', [schema]);
    if (Number(rows[0]!.count) > 0) throw new Error(`schema ${schema} already holds tables; restore into an empty schema or database`);
    await client.query(`create schema if not exists "${schema.replace(/"/g, '""')}"`);
    // A schema's dump leaves out the extensions its indexes use.
    await client.query('begin');
    await ensureTrigram((text) => client.query(text));
    await client.query('commit');
  } finally {
    await client.end();
  }
  // The schema exists now (public always does); restore everything in the dump except its creation.
  const listing = await runTool('pg_restore', ['--list', dump]);
  const entries = listing.split('\n').filter((line) => !/^\d+;\s+\d+\s+\d+\s+SCHEMA\s/.test(line));
  const listFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-restore-')), 'entries.list');
  fs.writeFileSync(listFile, entries.join('\n'));
  try {
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${listFile}`, `--dbname=${url}`, dump]);
  } finally {
    fs.rmSync(path.dirname(listFile), { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into an empty data folder (and, for PostgreSQL, an empty schema of the same
 * name): the database, the blobs and the credential key. The server then starts on it as usual.
 */
export async function restore(config: Config, dir: string): Promise<void> {
  const source = path.resolve(dir);
  const manifest = readManifest(source);
  if (manifest.database.kind !== config.database.kind) {
    throw new Error(`the backup holds a ${manifest.database.kind} database but this configuration uses ${config.database.kind}`);
  }
  if (manifest.blobs.driver !== config.storage.driver) {
    throw new Error(`the backup's file bytes are in ${manifest.blobs.driver} storage but this configuration uses ${config.storage.driver}`);
  }
  assertEmptyDataDir(config.dataDir);

  if (config.database.kind === 'sqlite' && manifest.database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
    fs.copyFileSync(path.join(source, manifest.database.file), config.database.file, fs.constants.COPYFILE_EXCL);
  } else if (config.database.kind === 'postgres' && manifest.database.kind === 'postgres') {
    const schema = config.database.schema ?? 'public';
    if (schema !== manifest.database.schema) {
      throw new Error(`the backup is of schema ${manifest.database.schema}; set DATABASE_SCHEMA=${manifest.database.schema} (in an empty database) to restore it`);
    }
    await restorePostgres(config.database.url, schema, path.join(source, manifest.database.file));
  }

  if (manifest.blobs.driver === 'local' && config.storage.driver === 'local') {
    await copyBlobs(path.join(source, manifest.blobs.folder), config.storage.root);
  }
  if (manifest.secretKey) {
    const target = path.join(config.dataDir, SECRET_KEY_FILE);
    fs.copyFileSync(path.join(source, manifest.secretKey), target, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(target, 0o600);
  }
}
