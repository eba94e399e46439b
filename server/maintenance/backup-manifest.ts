import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What a backup folder holds, written last: a folder without it is an interrupted backup. */
export const backupManifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sqlite'), file: z.string() }),
    z.object({ kind: z.literal('postgres'), file: z.string(), schema: z.string() }),
  ]),
  blobs: z.discriminatedUnion('driver', [
    z.object({ driver: z.literal('local'), folder: z.string(), files: z.number().int(), bytes: z.number().int() }),
    z.object({ driver: z.literal('s3'), bucket: z.string(), prefix: z.string(), note: z.string() }),
  ]),
  /** The key that seals repository credentials; without it restored credentials cannot be opened. */
  secretKey: z.string().nullable(),
});

export type BackupManifest = z.infer<typeof backupManifest>;

export const MANIFEST_FILE = 'manifest.json';

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no complete backup (${MANIFEST_FILE} is missing)`);
  return backupManifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
