import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../server/db/sqlite-statement-cache';

describe('compiled statements kept for the SQLite driver', () => {
  it('hands out one compiled statement per SQL text, which answers with the current data', () => {
    const database = withStatementCache(new SQLite(':memory:'));
    database.prepare('create table t (n integer)').run();
    const count = database.prepare('select count(*) as c from t');
    expect(database.prepare('select count(*) as c from t')).toBe(count);
    database.prepare('insert into t (n) values (?)').run(1);
    database.prepare('insert into t (n) values (?)').run(2);
    expect(database.prepare('select count(*) as c from t').get()).toEqual({ c: 2 });
    database.close();
  });

  it('still answers after the schema changes under a kept statement', () => {
    const database = withStatementCache(new SQLite(':memory:'));
    database.prepare('create table t (n integer)').run();
    expect(database.prepare('select * from t').all()).toEqual([]);
    database.prepare('alter table t add column m text').run();
    database.prepare(`insert into t (n, m) values (1, 'x')`).run();
    expect(database.prepare('select * from t').all()).toEqual([{ n: 1, m: 'x' }]);
    database.close();
  });

  it('lets the least recently used statements go beyond its size', () => {
    const database = withStatementCache(new SQLite(':memory:'));
    const first = database.prepare('select 0');
    for (let i = 1; i <= 600; i++) database.prepare(`select ${i}`);
    expect(database.prepare('select 0')).not.toBe(first);
    expect(database.prepare('select 600')).toBe(database.prepare('select 600'));
    database.close();
  });
});
