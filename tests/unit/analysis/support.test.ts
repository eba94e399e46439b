import { describe, expect, it } from 'vitest';
import { parseLinePorcelain } from '../../../server/analysis/blame';
import { applyPathFilters, globMatcher } from '../../../server/analysis/path-filter';
import { allTools } from '../../../server/analysis/tools';
import { findAll, parseXml, XmlError } from '../../../server/analysis/xml-reader';
import { toolRegistry } from '../../../server/modules/codecheck/tool-registry';

describe('path filters', () => {
  const files = ['docs/a.md', 'docs-old/b.md', 'src/a.js', 'src/gen/b.js', 'src/gen/deep/c.js', 'test/a.test.js', 'vendor/x/y.py'];

  it('exclude by prefix on whole path segments', () => {
    expect(applyPathFilters(files, ['docs', '/vendor/'])).toEqual(['docs-old/b.md', 'src/a.js', 'src/gen/b.js', 'src/gen/deep/c.js', 'test/a.test.js']);
  });

  it('exclude by glob, ** across folders and * within one', () => {
    expect(applyPathFilters(files, ['src/gen/*.js'])).toEqual(files.filter((f) => f !== 'src/gen/b.js'));
    expect(applyPathFilters(files, ['**/*.test.js', 'src/gen'])).toEqual(['docs/a.md', 'docs-old/b.md', 'src/a.js', 'vendor/x/y.py']);
    expect(applyPathFilters(files, ['src/g?n'])).toEqual(files.filter((f) => !f.startsWith('src/gen/')));
    expect(globMatcher('**/x')('x')).toBe(true);
  });

  it('keep everything without filters', () => {
    expect(applyPathFilters(files, [])).toEqual(files);
  });
});

describe('xml reader', () => {
  it('reads elements, attributes, entities and CDATA', () => {
    const doc = parseXml('<?xml version="1.0"?><!-- c --><a x="1 &amp; 2" y=\'&#65;&#x42;\'><b/><b>t<![CDATA[<raw>]]></b></a>');
    expect(doc.attributes).toEqual({ x: '1 & 2', y: 'AB' });
    expect(findAll(doc, 'b').map((b) => b.text)).toEqual(['', 't<raw>']);
  });

  it('rejects DOCTYPE, unknown entities, mismatched tags and several roots', () => {
    expect(() => parseXml('<!DOCTYPE a><a/>')).toThrow(XmlError);
    expect(() => parseXml('<a>&ent;</a>')).toThrow(XmlError);
    expect(() => parseXml('<a><b></a></b>')).toThrow(XmlError);
    expect(() => parseXml('<a/><b/>')).toThrow(XmlError);
  });

  it.each([
    ['attributes without white space between them', '<a b="1"c="2"/>'],
    ['a repeated attribute', '<a b="1" b="2"/>'],
    ['text after the root element', '<a/>junk'],
    ['an element after the root element', '<a></a><a/>'],
    ['text before the root element', 'junk<a/>'],
    ['a character reference beyond U+10FFFF', '<a>&#x110000;</a>'],
    ['a decimal character reference beyond U+10FFFF', '<a b="&#1114112;"/>'],
    ['a reference to a control character', '<a>&#0;</a>'],
    ['a reference to a surrogate', '<a>&#xD800;</a>'],
    ['a raw control character', '<a>\u0001</a>'],
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['a "<" in an attribute value', '<a b="<"/>'],
    ['junk in a closing tag', '<a></a junk>'],
    ['an attribute without a value', '<a b/>'],
    ['an unterminated tag', '<a b="1"'],
    ['"--" inside a comment', '<a><!-- a -- b --></a>'],
    ['an XML declaration after the start', '<a/><?xml version="1.0"?>'],
    ['"]]>" in text', '<a>]]></a>'],
    ['no element at all', '<!-- nothing -->'],
  ])('rejects %s with an XmlError', (_, xml) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
  });

  it('reads a report with a byte order mark, white space around the root and a character reference at the top of the range', () => {
    const doc = parseXml('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<a b = "&#x10FFFF;" c=\'&lt;&#9;\'>\n  <b/>\n</a >\n');
    expect(doc.attributes).toEqual({ b: '\u{10FFFF}', c: '<\t' });
    expect(findAll(doc, 'b')).toHaveLength(1);
  });

  it('walks deeply nested documents without recursion', () => {
    const depth = 50_000;
    const doc = parseXml(`${'<n>'.repeat(depth)}${'</n>'.repeat(depth)}`);
    expect(findAll(doc, 'n')).toHaveLength(depth - 1);
  });
});

describe('blame output', () => {
  it('gives each line its author, mail and time, reusing what a commit header said once', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const output = [
      `${a} 1 1 2`, 'author Alice', 'author-mail <alice@x>', 'author-time 100', 'summary s', 'filename f', '\tline one',
      `${b} 1 2 1`, 'author Bob', 'author-mail <bob@x>', 'author-time 200', 'filename f', '\tline two',
      `${a} 2 3`, 'filename f', '\tline three',
    ].join('\n');
    expect(parseLinePorcelain(output)).toEqual([
      { line: 1, commit: a, author: 'Alice', authorMail: 'alice@x', authorTime: 100 },
      { line: 2, commit: b, author: 'Bob', authorMail: 'bob@x', authorTime: 200 },
      { line: 3, commit: a, author: 'Alice', authorMail: 'alice@x', authorTime: 100 },
    ]);
  });
});

describe('tool registry', () => {
  it('lists the spec\'s tools and the extra linters with their installed state', async () => {
    const registry = toolRegistry(allTools());
    const tools = await Promise.all(allTools().map(async (tool) => ({ name: tool.name, pattern: tool.pattern, ...(await registry.availability(tool.name)) })));
    expect(tools.map((tool) => [tool.name, tool.pattern, tool.installed])).toEqual([
      ['CCN', 'CCN', true],
      ['DUPC', 'DUPC', true],
      ['CPPLINT', 'LINT', true],
      ['PYLINT', 'LINT', true],
      ['ESLINT', 'LINT', true],
      ['DETEKT', 'LINT', false],
      ['CHECKSTYLE', 'LINT', true],
      ['STYLECOP', 'LINT', false],
      ['GOML', 'LINT', false],
      ['PHPCS', 'LINT', true],
      ['CPPCHECK', 'LINT', true],
      ['GOVET', 'LINT', true],
    ]);
    expect(tools.find((tool) => tool.name === 'DETEKT')?.reason).toMatch(/upload/);
  }, 60_000);
});
