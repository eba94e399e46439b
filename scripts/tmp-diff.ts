import { wordDiff } from '../server/modules/wiki/wiki-diff';
/** Two 5,000-line texts of sentences, one line in twenty changed by a word, one in a hundred removed or added. */
function diffTexts() {
  const words = '设计 评审 会议 纪要 数据 存储 缓存 方案 接口 文档 测试 发布 版本 计划 the plan review storage cache release'.split(' ');
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const line = () => Array.from({ length: 12 }, () => words[Math.floor(next() * words.length)]).join(' ');
  const before = Array.from({ length: 5000 }, line);
  const after: string[] = [];
  for (const text of before) {
    const roll = next();
    if (roll < 0.01) continue;
    if (roll < 0.02) after.push(line());
    after.push(roll < 0.07 ? text.replace(/^\S+/, 'changed') : text);
  }
  while (after.length < 5000) after.push(line());
  return { before: before.join('\n'), after: after.slice(0, 5000).join('\n') };
}


const { before, after } = diffTexts();
const times: number[] = [];
for (let i = 0; i < 12; i++) { const t0 = performance.now(); const r = wordDiff(before, after); if (i >= 2) times.push(performance.now() - t0); if (i === 0) console.log('parts', r.parts.length, r.inserted, r.deleted); }
times.sort((a, b) => a - b);
console.log('diff p50', times[5]!.toFixed(1), 'min', times[0]!.toFixed(1));
