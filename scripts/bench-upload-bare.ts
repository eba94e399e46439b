/**
 * The peer `bench:upload` measures the product against: a bare Node HTTP server, in its own process,
 * that streams each POST body into a new file of the folder given as the first argument and answers once
 * the bytes are on disk. A GET answers a page with a file input, for a browser to post from. It prints its port on stdout and runs until it is killed.
 *
 * Durability: the answer goes out only after fsync, the policy the product keeps for every chunk it
 * acknowledges (an acknowledged chunk is never sent again, so it must survive a power cut). Nothing more
 * is done: no parsing, no hashing, no database, which is what makes it the machine's limit.
 *
 *   npx tsx scripts/bench-upload-bare.ts /tmp/some-dir
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.argv[2];
if (!dir) throw new Error('usage: bench-upload-bare.ts <folder for the received files>');
fs.mkdirSync(dir, { recursive: true });

const server = http.createServer((request, response) => {
  // A page to send from, for a browser on this server's own origin.
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bare</title><input type="file" id="file">');
    return;
  }
  const file = path.join(dir, `${randomBytes(8).toString('hex')}.bin`);
  // `flush: true` fsyncs the file before the stream reports it closed.
  pipeline(request, fs.createWriteStream(file, { flush: true })).then(
    () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes: fs.statSync(file).size })),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
