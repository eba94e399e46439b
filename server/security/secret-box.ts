import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts secrets at rest (repository credentials) with AES-256-GCM. The key comes from SECRET_KEY
 * (base64, 32 bytes: every instance of a scaled-out deployment needs the same one) or is generated
 * once under DATA_DIR.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The generated key's file in the data folder (backups carry it along). */
export const SECRET_KEY_FILE = 'secret.key';

export function loadSecretKey(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) {
    const key = Buffer.from(secretKey, 'base64');
    if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes, base64 encoded');
    return key;
  }
  const file = path.join(dataDir, SECRET_KEY_FILE);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
