import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../server/http/json-body';

describe('the depth check of JSON bodies', () => {
  it('counts objects and arrays nested in each other', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('counts siblings once, not once each', () => {
    expect(nestsDeeperThan(`[${'[1],'.repeat(1000)}[2]]`, 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'end\\', list: [[1]] }), 2)).toBe(true);
  });

  it('finds a body nested thousands of levels deep without building it', () => {
    expect(nestsDeeperThan('['.repeat(100_000), 64)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(5000) + '1' + '}'.repeat(5000), 64)).toBe(true);
  });
});
