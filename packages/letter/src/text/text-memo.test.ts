import { describe, expect, it } from 'vitest';
import { checkLetter } from '../check/check-letter.ts';
import { composeLetter } from '../compose/compose-letter.ts';
import { buildLongResume, supportAd } from '../../test-fixtures/synthetic-cases.ts';
import { maximumInputCharacters } from '@cover-letter/shared/limits';
import { forgetRemembered, rememberedCharacters, TextMemo, deepFreeze } from './text-memo.ts';

describe('a memo of results worked out from texts', () => {
  it('forgets the oldest texts once the characters it holds would pass its bound', () => {
    const memo = new TextMemo<number>({ entries: 100, characters: 100 });
    for (let index = 0; index < 5; index += 1) memo.set(`${index}`.repeat(30), index);
    expect(memo.held).toEqual({ entries: 3, characters: 90 });
    expect(memo.get('0'.repeat(30))).toBeUndefined();
    expect(memo.get('1'.repeat(30))).toBeUndefined();
    expect(memo.get('4'.repeat(30))).toBe(4);
  });

  it('forgets every text of every memo when told to, for a benchmark that measures fresh work', () => {
    const memo = new TextMemo<number>({ entries: 10, characters: 100 });
    memo.set('remembered', 1);
    forgetRemembered();
    expect(memo.held).toEqual({ entries: 0, characters: 0 });
    expect(memo.get('remembered')).toBeUndefined();
  });

  it('forgets the oldest texts once it holds as many as it may', () => {
    const memo = new TextMemo<string>({ entries: 2, characters: 1_000 });
    memo.set('first', 'a');
    memo.set('second', 'b');
    memo.set('third', 'c');
    expect(memo.held.entries).toBe(2);
    expect(memo.get('first')).toBeUndefined();
    expect(memo.get('third')).toBe('c');
  });

  it('works a text out once and recalls it after, an undefined answer too', () => {
    const memo = new TextMemo<string | undefined>({ entries: 10, characters: 100 });
    let worked = 0;
    const work = (answer: string | undefined) => () => {
      worked += 1;
      return answer;
    };
    expect(memo.recall('line', work('clause'))).toBe('clause');
    expect(memo.recall('line', work('other'))).toBe('clause');
    expect(memo.recall('nothing', work(undefined))).toBeUndefined();
    expect(memo.recall('nothing', work('late'))).toBeUndefined();
    expect(worked).toBe(2);
  });

  it('never remembers a text longer than its bound, and keeps what it holds', () => {
    const memo = new TextMemo<string>({ entries: 10, characters: 10 });
    memo.set('short', 'kept');
    memo.set('x'.repeat(11), 'too long');
    expect(memo.get('x'.repeat(11))).toBeUndefined();
    expect(memo.get('short')).toBe('kept');
  });

  it('keeps the letter engine within its bound over many long resumes of different people', () => {
    // Resumes written as one long line: each line a text the engine works out and may remember.
    const longLine = buildLongResume().replace(/\s+/g, ' ');
    for (let person = 0; person < 12; person += 1) {
      const resume = `Person ${person}: ${longLine}`.slice(0, maximumInputCharacters);
      composeLetter({ resume, jobDescription: supportAd });
      checkLetter({ resume, jobDescription: supportAd, letter: 'Dear Hiring Manager,\n\nI led support.\n\nJane' });
    }
    const { held, limit } = rememberedCharacters();
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(limit);
    expect(limit).toBeLessThanOrEqual(4_000_000);
  });
});

describe('deepFreeze', () => {
  it('freezes every object and array inside the value, so that a caller changing a shared reading throws', () => {
    const reading = deepFreeze({ roles: [{ title: 'Driver', achievements: [{ text: 'Drove' }] }], name: 'A' });
    expect(() => {
      (reading.roles[0]?.achievements as { text: string }[]).push({ text: 'More' });
    }).toThrow(TypeError);
    expect(() => {
      (reading.roles[0] as { title: string }).title = 'Other';
    }).toThrow(TypeError);
    expect(reading.roles[0]?.title).toBe('Driver');
  });
});
