// npm writes optional platform binaries for other systems into the lock even when the registry
// here does not carry them, and `npm ci` then refuses the lock. Drop the optional entries whose
// package is absent from the lock; run after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
let removed = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) {
      delete entry.optionalDependencies[name];
      removed += 1;
    }
  }
  if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lock: removed ${removed} optional entries missing from the lock`);
