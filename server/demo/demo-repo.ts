import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const FILES: Record<string, string> = {
  'README.md': '# 订单服务\n\n代码检查演示仓库。\n',
  'src/order.js': `const unusedRate = 0.1;

function priceOf(order) {
  let total = 0;
  for (const line of order.lines) {
    if (line.free) continue;
    if (line.discount && line.discount > 0) total += line.price * (1 - line.discount);
    else total += line.price;
  }
  return order.vip ? total * 0.9 : total;
}
`,
  // The refund copies the price loop of order.js: the duplicate-code check has a block to show.
  'src/refund.js': `const unusedReason = 'customer';

function refundOf(order) {
  let total = 0;
  for (const line of order.lines) {
    if (line.free) continue;
    if (line.discount && line.discount > 0) total += line.price * (1 - line.discount);
    else total += line.price;
  }
  return order.vip ? total * 0.9 : total;
}

module.exports = { refundOf };
`,
  'src/status.js': `export function statusLabel(code, locale) {
  if (code === 1) return locale === 'en' ? 'created' : '已创建';
  if (code === 2) return locale === 'en' ? 'paid' : '已支付';
  if (code === 3) return locale === 'en' ? 'packed' : '已打包';
  if (code === 4) return locale === 'en' ? 'shipped' : '已发货';
  if (code === 5) return locale === 'en' ? 'delivered' : '已送达';
  if (code === 6) return locale === 'en' ? 'returned' : '已退货';
  if (code === 7) return locale === 'en' ? 'refunded' : '已退款';
  if (code === 8) return locale === 'en' ? 'closed' : '已关闭';
  if (code === 9) return locale === 'en' ? 'disputed' : '有争议';
  if (code === 10) return locale === 'en' ? 'archived' : '已归档';
  return locale === 'en' ? 'unknown' : '未知';
}
`,
  'tools/report.py': `"""Daily report."""
import os


def summary(orders, day):
    """Sum the orders of a day."""
    return sum(order["total"] for order in orders)
`,
};

/**
 * Where the demo repository lives: beside the data directory, never in it, since the server refuses to
 * read repositories inside DATA_DIR. The server needs this folder's parent in REPO_LOCAL_ROOTS.
 */
export function demoRepositoryDir(dataDir: string): string {
  return `${path.resolve(dataDir)}-demo-repository`;
}

/**
 * A small git repository for the demo code-check task, so the task can be scanned right away without
 * reaching any network.
 */
export async function ensureDemoRepository(dataDir: string): Promise<string> {
  const dir = demoRepositoryDir(dataDir);
  if (fs.existsSync(path.join(dir, '.git'))) return `file://${dir}`;
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const env = { ...process.env, GIT_AUTHOR_NAME: '王芳', GIT_AUTHOR_EMAIL: 'wang.fang@example.com', GIT_COMMITTER_NAME: '王芳', GIT_COMMITTER_EMAIL: 'wang.fang@example.com' };
  const git = (args: string[]) => run('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd: dir, env });
  await git(['init', '-q', '-b', 'main']);
  await git(['add', '-A']);
  await git(['commit', '-q', '-m', '订单服务初始代码']);
  return `file://${dir}`;
}
