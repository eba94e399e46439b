import { type Kysely, sql } from 'kysely';
import { readStored } from '../../i18n/stored-message';

/**
 * Operation records keep a catalogue key and parameters instead of English fragments, so they read
 * in the reader's language. The old fragments are taken apart by the formats the services wrote them
 * in; one that matches none keeps its text whole as a name, the same in both languages.
 */

type Params = Record<string, string | number | string[] | number[]>;
type Coded = { key: string; params?: Params } | null;

const list = (text: string) => text.split(',').filter(Boolean);
const asItem = (text: string): Coded => (text ? { key: 'recordItem', params: { name: text } } : null);

/** The first pattern the text matches, worded by its reader; otherwise the text whole. */
function firstMatch(text: string, readers: [RegExp, (match: RegExpMatchArray) => Coded][]): Coded {
  for (const [pattern, read] of readers) {
    const match = text.match(pattern);
    if (match) return read(match);
  }
  return asItem(text);
}

export function libraryInformation(action: string, text: string): Coded {
  switch (action) {
    case 'LIBRARY_UPDATE':
      return { key: 'recordLibrarySettings', params: { fields: text.split(', ').filter(Boolean) } };
    case 'GRANT':
      return firstMatch(text, [[/^(.*): (admin|edit|upload|read)(, download)?$/s, (m) => ({ key: m[3] ? 'recordGrantWithDownload' : 'recordGrant', params: { grantee: m[1]!, role: m[2]! } })]]);
    case 'NEW_VERSION':
      return firstMatch(text, [[/^(.*) \(v(\d+)\)$/s, (m) => ({ key: 'recordNewVersion', params: { path: m[1]!, version: Number(m[2]) } })]]);
    case 'RENAME':
      return firstMatch(text, [[/^(.*) → (.*)$/s, (m) => ({ key: 'recordRenamed', params: { from: m[1]!, to: m[2]! } })]]);
    case 'MOVE':
      return firstMatch(text, [
        [/^(.*?): (.*) → (.*) \((.*)\)$/s, (m) => ({ key: 'recordMovedRenamed', params: { name: m[1]!, from: m[2]!, to: m[3]!, newName: m[4]! } })],
        [/^(.*?): (.*) → (.*)$/s, (m) => ({ key: 'recordMoved', params: { name: m[1]!, from: m[2]!, to: m[3]! } })],
      ]);
    case 'COPY':
      return firstMatch(text, [[/^(.*) → (.*)$/s, (m) => ({ key: 'recordCopied', params: { name: m[1]!, to: m[2]! } })]]);
    case 'RESTORE':
      return firstMatch(text, [[/^(.*) → (.*)$/s, (m) => ({ key: 'recordRestored', params: { name: m[1]!, path: m[2]! } })]]);
    case 'EMPTY_RECYCLE':
      return firstMatch(text, [[/^(\d+)$/, (m) => ({ key: 'recordEmptied', params: { count: Number(m[1]) } })]]);
    case 'RESTORE_VERSION':
      return firstMatch(text, [[/^(.*): v(\d+) → v(\d+)$/s, (m) => ({ key: 'recordVersionRestored', params: { name: m[1]!, from: Number(m[2]), to: Number(m[3]) } })]]);
    default:
      return asItem(text);
  }
}

export function taskInformation(type: string, text: string): Coded {
  switch (type) {
    case 'CREATE':
      return firstMatch(text, [[/^(\S+) (.*)#([^#]*)$/s, (m) => ({ key: 'recordTaskCreated', params: { name: m[1]!, url: m[2]!, branch: m[3]! } })]]);
    case 'UPDATE':
      return firstMatch(text, [
        [/^scanType=(full|incremental)$/, (m) => ({ key: 'recordScanType', params: { scanType: m[1]! } })],
        [/^nameCn=(.*); langs=([A-Z_,]*)$/s, (m) => ({ key: 'recordTaskNameAndLanguages', params: { name: m[1]!, langs: list(m[2]!) } })],
        [/^langs=([A-Z_,]*)$/, (m) => ({ key: 'recordTaskLanguages', params: { langs: list(m[1]!) } })],
        [/^nameCn=(.*)$/s, (m) => ({ key: 'recordTaskName', params: { name: m[1]! } })],
      ]);
    case 'MEMBERS':
      return firstMatch(text, [[/^admins=(.*); users=(.*)$/s, (m) => ({ key: 'recordMembers', params: { admins: list(m[1]!), users: list(m[2]!) } })]]);
    case 'FILTER':
      return firstMatch(text, [
        [/^\+ (.*)$/s, (m) => ({ key: 'recordFilterAdded', params: { path: m[1]! } })],
        [/^- (.*)$/s, (m) => ({ key: 'recordFilterRemoved', params: { path: m[1]! } })],
      ]);
    case 'REPOSITORY':
      return firstMatch(text, [[/^(.*)#([^#]*)$/s, (m) => ({ key: 'recordRepository', params: { url: m[1]!, branch: m[2]! } })]]);
    case 'SCHEDULE':
      return firstMatch(text, [
        [/^off$/, () => ({ key: 'recordScheduleOff' })],
        [/^days=([\d,]+) (\d\d:\d\d)$/, (m) => ({ key: 'recordSchedule', params: { days: list(m[1]!).map(Number), time: m[2]! } })],
      ]);
    case 'SUSPEND':
      return { key: 'recordSuspended', params: { reason: text } };
    case 'TOOLS':
      return firstMatch(text, [
        [/^\+ (.*)$/, (m) => ({ key: 'recordToolsAdded', params: { tools: list(m[1]!) } })],
        [/^suspend (.*)$/, (m) => ({ key: 'recordToolsSuspended', params: { tools: list(m[1]!) } })],
        [/^enable (.*)$/, (m) => ({ key: 'recordToolsEnabled', params: { tools: list(m[1]!) } })],
      ]);
    case 'SCAN':
      return firstMatch(text, [
        [/^#(\d+) (\S+) report$/, (m) => ({ key: 'recordReportIngested', params: { build: Number(m[1]), format: m[2]! } })],
        [/^#(\d+) (\S+)$/, (m) => ({ key: 'recordScanStarted', params: { build: Number(m[1]), trigger: m[2]! } })],
      ]);
    case 'STOP_SCAN':
      return firstMatch(text, [[/^#(\d+)$/, (m) => ({ key: 'recordScanStopped', params: { build: Number(m[1]) } })]]);
    case 'HANDLER':
      return firstMatch(text, [
        [/^(\d+) → (.*)$/s, (m) => ({ key: 'recordHandler', params: { count: Number(m[1]), handler: m[2]! } })],
        [/^ignore (\d+): (.*)$/s, (m) => ({ key: 'recordIgnoredWithReason', params: { count: Number(m[1]), reason: m[2]! } })],
        [/^ignore (\d+)$/, (m) => ({ key: 'recordIgnored', params: { count: Number(m[1]) } })],
        [/^restore (\d+)$/, (m) => ({ key: 'recordUnignored', params: { count: Number(m[1]) } })],
      ]);
    case 'CHECKERS': {
      const parts = text.split('; ');
      const added = parts.find((part) => part.startsWith('+ '));
      const removed = parts.find((part) => part.startsWith('- '));
      if (!added && !removed) return asItem(text);
      return { key: 'recordCheckers', params: { added: list(added?.slice(2) ?? ''), removed: list(removed?.slice(2) ?? '') } };
    }
    default:
      return asItem(text);
  }
}

const TABLES = [
  { table: 'library_operations', type: 'action', read: libraryInformation },
  { table: 'operation_records', type: 'operation_type', read: taskInformation },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, type, read } of TABLES) {
    await db.schema.alterTable(table).addColumn('information_key', 'text').execute();
    await db.schema.alterTable(table).addColumn('information_params', 'text').execute();
    const rows = await sql<{ id: number; type: string; information: string }>`select id, ${sql.ref(type)} as type, information from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) {
      const coded = read(row.type, row.information);
      await sql`update ${sql.table(table)} set information_key = ${coded?.key ?? null}, information_params = ${coded?.params ? JSON.stringify(coded.params) : null} where id = ${row.id}`.execute(db);
    }
    await db.schema.alterTable(table).dropColumn('information').execute();
  }
}

/** Back to one text column, worded in English as the services used to write it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of TABLES) {
    await db.schema.alterTable(table).addColumn('information', 'text', (c) => c.notNull().defaultTo('')).execute();
    const rows = await sql<{ id: number; key: string | null; params: string | null }>`select id, information_key as key, information_params as params from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) {
      await sql`update ${sql.table(table)} set information = ${readStored('en', row.key, row.params)} where id = ${row.id}`.execute(db);
    }
    // One column a statement: SQLite drops no more at a time.
    await db.schema.alterTable(table).dropColumn('information_key').execute();
    await db.schema.alterTable(table).dropColumn('information_params').execute();
  }
}
