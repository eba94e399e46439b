import { diffWords } from 'diff';
import { wordDiff } from '../server/modules/wiki/wiki-diff';
import { words } from '../server/modules/search-index/segmenter';
const ws = '设计 评审 会议 纪要 数据 存储 缓存 方案 接口 文档 测试 发布 版本 计划 the plan review storage cache release'.split(' ');
let seed = 7;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const line = () => Array.from({ length: 12 }, () => ws[Math.floor(next() * ws.length)]).join(' ');
const before = Array.from({ length: 5000 }, line);
const after: string[] = [];
for (const text of before) { const roll = next(); if (roll < 0.01) continue; if (roll < 0.02) after.push(line()); after.push(roll < 0.07 ? text.replace(/^\S+/, 'changed') : text); }
const A = before.join('\n'), B = after.join('\n');
let t = performance.now(); const r = wordDiff(A, B); console.log('total', performance.now() - t, r.parts.length);
t = performance.now(); for (let i = 0; i < 350; i++) diffWords(before[i]!, after[i]!, { intlSegmenter: new Intl.Segmenter('zh', { granularity: 'word' }) }); console.log('350 worddiffs seg', performance.now() - t);
t = performance.now(); for (let i = 0; i < 350; i++) diffWords(before[i]!, after[i]!); console.log('350 worddiffs plain', performance.now() - t);
t = performance.now(); words(A); console.log('segment all', performance.now() - t);
