import { describe, expect, it } from 'vitest';
import { readableForm, searchForm } from '../../../server/modules/search-index/normal-form';

describe('the forms text takes for search', () => {
  it('reads Kangxi radicals, compatibility ideographs and full-width letters as the ordinary characters', () => {
    expect(readableForm('⾥程碑 11⽉20⽇ \uF900 ＡＰＩ１２')).toBe('里程碑 11月20日 \u8C48 API12');
    expect(searchForm('ＡＰＩ１２')).toBe('API12');
  });

  it('keeps the punctuation Chinese is written with where it is shown, and drops it to ASCII only for searching', () => {
    expect(readableForm('先备份数据库，再执行迁移（见附录）……')).toBe('先备份数据库，再执行迁移（见附录）……');
    expect(searchForm('数据库，再')).toBe('数据库,再');
  });
});
