import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Files that shrink when compressed; images, woff fonts, archives and packed maps are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm|map|ttf|otf|pfb)$/i;

/** The encodings written beside each asset, with the suffix @fastify/static's `preCompressed` looks for. */
export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Built once per release and served to every visitor, so the strongest settings pay for themselves:
 * brotli at its highest quality, gzip at its highest level for clients without brotli.
 */
function compressors(size: number) {
  return {
    br: (data: Buffer) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
    gzip: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PrecompressTotals {
  files: number;
  rawBytes: number;
  brotliBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. A variant that is not
 * smaller than its file is left out (the server then sends the file itself). Each variant is written
 * under a temporary name and renamed, so a build stopped half-way never leaves a truncated one behind.
 */
export async function precompressFolder(dir: string): Promise<PrecompressTotals> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const totals: PrecompressTotals = { files: 0, rawBytes: 0, brotliBytes: 0 };
  // zlib's asynchronous calls run on libuv's thread pool, which bounds how many compress at once.
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      const compress = compressors(data.length);
      totals.files += 1;
      totals.rawBytes += data.length;
      let brotliBytes = data.length;
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await compress[encoding](data);
        if (packed.length >= data.length) continue;
        if (encoding === 'br') brotliBytes = packed.length;
        const target = file + PRECOMPRESSED_SUFFIXES[encoding];
        await fs.writeFile(`${target}.tmp`, packed);
        await fs.rename(`${target}.tmp`, target);
      }
      totals.brotliBytes += brotliBytes;
    }),
  );
  return totals;
}
