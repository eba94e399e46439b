import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { JsEnvironment } from '../../../contract/codecheck-task';
import { memo } from './lint-support';

/**
 * The global names each JavaScript environment defines, for ESLint's no-undef; ES built-ins come with
 * ecmaVersion. Browser names are what TypeScript's DOM library declares, so they follow the browsers
 * without a list of our own; the others are short and stable enough to keep here.
 */

/** Node's module scope and globals, its web-compatible ones included. */
const NODE = [
  'require', 'module', 'exports', '__dirname', '__filename', 'process', 'Buffer', 'global', 'console',
  'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'queueMicrotask', 'structuredClone', 'atob', 'btoa', 'fetch', 'Headers', 'Request', 'Response', 'FormData',
  'Blob', 'File', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'TextEncoderStream', 'TextDecoderStream',
  'AbortController', 'AbortSignal', 'Event', 'EventTarget', 'CustomEvent', 'DOMException', 'BroadcastChannel',
  'MessageChannel', 'MessageEvent', 'MessagePort', 'WebSocket', 'WebAssembly', 'crypto', 'Crypto', 'CryptoKey',
  'SubtleCrypto', 'performance', 'Performance', 'PerformanceEntry', 'PerformanceMark', 'PerformanceMeasure',
  'PerformanceObserver', 'PerformanceObserverEntryList', 'PerformanceResourceTiming', 'navigator', 'Navigator',
  'ReadableStream', 'ReadableStreamDefaultReader', 'ReadableStreamBYOBReader', 'ReadableStreamBYOBRequest',
  'ReadableByteStreamController', 'ReadableStreamDefaultController', 'WritableStream', 'WritableStreamDefaultWriter',
  'WritableStreamDefaultController', 'TransformStream', 'TransformStreamDefaultController', 'ByteLengthQueuingStrategy',
  'CountQueuingStrategy', 'CompressionStream', 'DecompressionStream',
];

const MOCHA = [
  'after', 'afterEach', 'before', 'beforeEach', 'context', 'describe', 'it', 'mocha', 'run', 'setup', 'specify',
  'suite', 'suiteSetup', 'suiteTeardown', 'teardown', 'test', 'xcontext', 'xdescribe', 'xit', 'xspecify',
];

const JEST = [
  'afterAll', 'afterEach', 'beforeAll', 'beforeEach', 'describe', 'expect', 'fdescribe', 'fit', 'it', 'jest', 'pit',
  'test', 'xdescribe', 'xit', 'xtest',
];

/** What vitest puts on globalThis with `globals: true`. */
const VITEST = [
  'afterAll', 'afterEach', 'assert', 'assertType', 'beforeAll', 'beforeEach', 'chai', 'describe', 'expect',
  'expectTypeOf', 'it', 'onTestFailed', 'onTestFinished', 'suite', 'test', 'vi', 'vitest',
];

const browserGlobals = memo(async (): Promise<string[]> => {
  const lib = createRequire(import.meta.url).resolve('typescript/lib/lib.dom.d.ts');
  const text = await readFile(lib, 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(/^declare (?:var|function|namespace) ([A-Za-z_$][\w$]*)/gm)) names.add(match[1]!);
  return [...names];
});

async function globalsOf(environment: JsEnvironment): Promise<string[]> {
  switch (environment) {
    case 'node':
      return NODE;
    case 'browser':
      return browserGlobals();
    case 'mocha':
      return MOCHA;
    case 'jest':
      return JEST;
    case 'vitest':
      return VITEST;
  }
}

/** The global names of the given environments together, as ESLint's languageOptions.globals wants them. */
export async function environmentGlobals(environments: Iterable<JsEnvironment>): Promise<Record<string, 'readonly'>> {
  const globals: Record<string, 'readonly'> = {};
  for (const environment of environments) for (const name of await globalsOf(environment)) globals[name] = 'readonly';
  return globals;
}
