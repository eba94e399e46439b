import { describe, expect, it } from 'vitest';
import { indexTokens, queryTerms, words } from '../../../server/modules/search-index/segmenter';

describe('segmenting text for search', () => {
  it('splits Chinese into words and keeps Latin words whole, lower-cased', () => {
    expect(words('上季度的设计评审会议纪要，Design Review 3.14')).toEqual(['上', '季度', '的', '设计', '评审', '会议', '纪要', 'design', 'review', '3.14']);
  });

  it('also indexes the two-character pieces of longer Chinese words', () => {
    const tokens = indexTokens('中华人民共和国').split(' ');
    for (const piece of ['共和国', '共和', '和国']) expect(tokens).toContain(piece);
  });

  it('turns a search box entry into distinct words, dropping punctuation', () => {
    expect(queryTerms('评审 评审 "纪要"')).toEqual(['评审', '纪要']);
    expect(queryTerms('*:()')).toEqual([]);
  });

  it('indexes and searches in one normalised form, so radicals and full-width characters meet their ordinary forms', () => {
    expect(indexTokens('⾥程碑 11⽉20⽇')).toBe(indexTokens('里程碑 11月20日'));
    expect(queryTerms('１１月２０日 ＡＰＩ')).toEqual(queryTerms('11月20日 api'));
  });

  it('gives a long document the words its sentences give one by one, a megabyte of it included', () => {
    const sentence = '本季度的设计评审覆盖了存储、缓存与接口三个方面，结论如下。The review covered storage and the API. 数据库迁移😀测试';
    const document = sentence.repeat(400);
    expect(document.length).toBeGreaterThan(20_000);
    expect(words(document)).toEqual(Array.from({ length: 400 }, () => words(sentence)).flat());
    // A segmenter handed a whole megabyte at once takes minutes; the index of an upload must not.
    const megabyte = sentence.repeat(Math.ceil(1_000_000 / sentence.length));
    const tokens = indexTokens(megabyte).split(' ');
    expect(tokens.filter((token) => token === '评审')).toHaveLength(Math.ceil(1_000_000 / sentence.length));
  });
});
