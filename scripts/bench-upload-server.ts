/**
 * The product server `bench:upload` uploads to, in its own process so the client's work (reading the
 * file, MD5, multipart encoding) does not share its event loop: the real app on a throwaway data folder
 * (SQLite, or PostgreSQL with BENCH_DATABASE_URL), with one ordinary person who signs in with
 * BENCH_UPLOAD_ACCOUNT and BENCH_UPLOAD_PASSWORD. It prints its port on stdout and removes everything it made when it gets SIGTERM.
 */
import { hashPassword } from '../server/auth/password';
import { startBenchServer } from './bench-support';

const account = process.env.BENCH_UPLOAD_ACCOUNT;
const password = process.env.BENCH_UPLOAD_PASSWORD;
if (!account || !password) throw new Error('BENCH_UPLOAD_ACCOUNT and BENCH_UPLOAD_PASSWORD are needed');
// BENCH_WEB_DIST serves a built web app beside the API (the browser benches need it).
const server = await startBenchServer(process.env.BENCH_WEB_DIST ? { WEB_DIST: process.env.BENCH_WEB_DIST } : {});
await server.db
  .insertInto('users')
  .values({ account, name: 'Bench', email: '', phone: '', password_hash: await hashPassword(password), department_id: null, is_classify_admin: 0, is_active: 1, created_at: Date.now() })
  .execute();
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
