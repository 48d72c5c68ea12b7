import { describe, expect, it } from 'vitest';
import { inOrderOf, inPickerOrder } from './pickerOrder';

const q = (title: string, core = false) => ({ id: title, title, core });
const titles = (qs: { title: string }[]) => qs.map((x) => x.title);

describe("the practice picker's order", () => {
  it('puts the core question first, then the titles as English sorts words', () => {
    const bank = [
      q('Will Redlock help?'),
      q('a conditional PUT'),
      q('Why fence?', true),
      q('Claiming'),
    ];
    // Not code-unit order, where a lower-case title would come after every capital.
    expect(titles(inPickerOrder(bank, 'en'))).toEqual([
      'Why fence?',
      'a conditional PUT',
      'Claiming',
      'Will Redlock help?',
    ]);
  });

  it('sorts Chinese titles by pinyin, not by code point', () => {
    const bank = [
      q('重启之后'),
      q('随机 attempt id'),
      q('协调者重启后'),
      q('副作用'),
      q('租约已经过期', true),
    ];
    expect(titles(inPickerOrder(bank, 'zh-CN'))).toEqual([
      '租约已经过期',
      '副作用',
      '随机 attempt id',
      '协调者重启后',
      '重启之后',
    ]);
  });

  it('leaves its input as it was', () => {
    const bank = [q('b'), q('a')];
    inPickerOrder(bank, 'en');
    expect(titles(bank)).toEqual(['b', 'a']);
  });

  it('puts items in the order of their ids, those not named last', () => {
    const items = [{ id: 'x' }, { id: 'c' }, { id: 'a' }, { id: 'b' }];
    expect(inOrderOf(items, ['b', 'a', 'c']).map((i) => i.id)).toEqual(['b', 'a', 'c', 'x']);
  });
});
