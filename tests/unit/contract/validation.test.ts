import { describe, expect, it } from 'vitest';
import { checkText, decodeIssue, encodeIssue, textLength } from '../../../contract/validation';

describe('text length', () => {
  it('counts a non-ASCII character or a caret as two', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('文库')).toBe(4);
    expect(textLength('a^b')).toBe(4);
    expect(textLength('😀')).toBe(2);
  });
});

describe('checkText', () => {
  it('asks for required values', () => {
    expect(checkText('', { required: true })).toEqual({ key: 'necessary' });
    expect(checkText('   ', { required: true })).toEqual({ key: 'necessary' });
    expect(checkText(undefined, { required: true })).toEqual({ key: 'necessary' });
    expect(checkText('', { min: 3 })).toBeNull();
  });

  it('gives the limit in min and max messages, counting the spec way', () => {
    expect(checkText('ab', { min: 3 })).toEqual({ key: 'minLength', params: { count: 3 } });
    expect(checkText('文库', { max: 3 })).toEqual({ key: 'maxLength', params: { count: 3 } });
    expect(checkText('abc', { max: 3 })).toBeNull();
  });

  it('allows only letters, digits and underscores in names; the Chinese variant also allows Chinese', () => {
    expect(checkText('task_01', { name: 'plain' })).toBeNull();
    expect(checkText('task-01', { name: 'plain' })).toEqual({ key: 'nameChars' });
    expect(checkText('任务_01', { name: 'plain' })).toEqual({ key: 'nameChars' });
    expect(checkText('任务_01', { name: 'chinese' })).toBeNull();
    expect(checkText('任务 01', { name: 'chinese' })).toEqual({ key: 'nameCharsCn' });
  });

  it('round-trips issues through their encoded form', () => {
    expect(decodeIssue(encodeIssue({ key: 'maxLength', params: { count: 64 } }))).toEqual({ key: 'maxLength', params: { count: 64 } });
    expect(decodeIssue(encodeIssue({ key: 'necessary' }))).toEqual({ key: 'necessary' });
    expect(decodeIssue('Invalid input')).toBeNull();
  });
});
