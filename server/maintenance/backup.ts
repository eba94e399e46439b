import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import { SECRET_KEY_FILE } from '../security/secret-box';
import { type BackupManifest, MANIFEST_FILE } from './backup-manifest';
import { copyBlobs } from './blob-copy';
import { runTool } from './run-tool';

const DATABASE_FILE = { sqlite: 'librarium.db', postgres: 'database.dump' } as const;

function assertEmptyTarget(dir: string) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty; a backup goes into a new or empty folder`);
  fs.mkdirSync(dir, { recursive: true });
}

/**
 * A consistent copy while the server runs: the database first (SQLite's online backup, or pg_dump,
 * each one snapshot), then the blobs. Every blob the snapshot names was published before the
 * snapshot was taken, and blobs never change, so the copy holds them all; the manifest is written
 * last, so an interrupted backup is never mistaken for a complete one.
 */
export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  const target = path.resolve(dir);
  assertEmptyTarget(target);

  let database: BackupManifest['database'];
  if (config.database.kind === 'sqlite') {
    const source = new SQLite(config.database.file, { fileMustExist: true, readonly: true });
    try {
      await source.backup(path.join(target, DATABASE_FILE.sqlite));
    } finally {
      source.close();
    }
    database = { kind: 'sqlite', file: DATABASE_FILE.sqlite };
  } else {
    const schema = config.database.schema ?? 'public';
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${path.join(target, DATABASE_FILE.postgres)}`, `--dbname=${config.database.url}`]);
    database = { kind: 'postgres', file: DATABASE_FILE.postgres, schema };
  }

  let blobs: BackupManifest['blobs'];
  if (config.storage.driver === 'local') {
    const copied = await copyBlobs(config.storage.root, path.join(target, 'blobs'));
    blobs = { driver: 'local', folder: 'blobs', ...copied };
  } else {
    blobs = {
      driver: 's3',
      bucket: config.storage.bucket,
      prefix: config.storage.prefix,
      note: 'File bytes stay in the S3 bucket: protect it with its own versioning or replication. Blobs are never overwritten, so the bucket as it is now serves this backup.',
    };
  }

  const keyFile = path.join(config.dataDir, SECRET_KEY_FILE);
  let secretKey: string | null = null;
  if (fs.existsSync(keyFile)) {
    fs.copyFileSync(keyFile, path.join(target, SECRET_KEY_FILE));
    fs.chmodSync(path.join(target, SECRET_KEY_FILE), 0o600);
    secretKey = SECRET_KEY_FILE;
  }

  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, blobs, secretKey };
  fs.writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
