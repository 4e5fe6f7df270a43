import { describe, expect, it } from 'vitest';
import { cleanLetterText, createLetterTextCleaner } from './letter-text.ts';

const letter = `Dear Hiring Manager,

At Acme Payments I cut p95 API latency by 40%.

I would welcome a conversation about the role.

Sincerely,
Jordan Rivera`;

/** Feeds an answer to the streaming cleaner in small pieces, as a model sends it. */
function streamThrough(answer: string, pieceLength: number) {
  const cleaner = createLetterTextCleaner();
  let shown = '';
  for (let index = 0; index < answer.length; index += pieceLength)
    shown += cleaner.push(answer.slice(index, index + pieceLength));
  return { shown, final: cleaner.finish() };
}

describe('cleanLetterText', () => {
  it('leaves a plain letter as it is', () => {
    expect(cleanLetterText(letter)).toBe(letter);
  });

  it('removes a preamble and a code fence around the letter, and a note after it', () => {
    const answer = `Sure! Here is a tailored cover letter:\n\n\`\`\`text\n${letter}\n\`\`\`\n\nLet me know if you would like any changes.`;
    expect(cleanLetterText(answer)).toBe(letter);
  });

  it('removes a heading and bold markers', () => {
    expect(cleanLetterText(`**Cover Letter**\n\n${letter.replace('40%', '**40%**')}`)).toBe(letter);
  });

  it('keeps a closing ask that happens to start like a note', () => {
    const withAsk = letter.replace(
      'I would welcome a conversation about the role.',
      'Please let me know when a conversation would suit you.',
    );
    expect(cleanLetterText(withAsk)).toBe(withAsk);
  });

  it('removes a note after the sign-off', () => {
    expect(cleanLetterText(`${letter}\n\nNote: adjust the numbers to your own experience.`)).toBe(letter);
  });

  it('cuts a runaway answer at a paragraph boundary below the cap', () => {
    const paragraph = 'This sentence repeats itself without end. '.repeat(10).trim();
    const answer = Array.from({ length: 40 }, () => paragraph).join('\n\n');
    const cleaned = cleanLetterText(answer, 2_000);
    expect(cleaned.length).toBeLessThanOrEqual(2_000);
    expect(cleaned.endsWith(paragraph)).toBe(true);
  });

  it("removes a local reasoning model's inline thinking", () => {
    expect(cleanLetterText(`<think>\nThe user wants a letter. Dear...\n</think>\n\n${letter}`)).toBe(letter);
  });

  it('gives an empty string for an answer with no letter in it', () => {
    expect(cleanLetterText('```\n```')).toBe('');
  });
});

describe('createLetterTextCleaner', () => {
  it('shows a plain letter piece by piece, exactly as the final text', () => {
    const { shown, final } = streamThrough(letter, 7);
    expect(final).toBe(letter);
    expect(shown).toBe(letter);
  });

  it('holds back a preamble and a fence while streaming', () => {
    const answer = `Here is your cover letter:\n\n\`\`\`\n${letter}\n\`\`\`\nI hope this helps!`;
    for (const pieceLength of [1, 3, 10, 50]) {
      const { shown, final } = streamThrough(answer, pieceLength);
      expect(final).toBe(letter);
      expect(shown).toBe(letter);
    }
  });

  it('shows nothing of inline thinking while streaming', () => {
    const { shown, final } = streamThrough(`<think>Plan: open with the latency result.</think>\n${letter}`, 4);
    expect(shown).toBe(letter);
    expect(final).toBe(letter);
  });

  it('shows nothing before it knows where the letter starts', () => {
    const cleaner = createLetterTextCleaner();
    expect(cleaner.push('Sure')).toBe('');
    expect(cleaner.push(', here is the letter:\n')).toBe('');
    expect(cleaner.push('\nDear Hiring Manager,')).toBe('Dear Hiring Manager,');
  });
});
