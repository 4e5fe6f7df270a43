import { describe, expect, it } from 'vitest';
import { lowerFirstForSentence } from './letter-case.ts';

describe('lowerFirstForSentence', () => {
  it('keeps a name of two capitalised words whole: "First Aid at Work", "Transport Manager CPC"', () => {
    expect(lowerFirstForSentence('First Aid at Work')).toBe('First Aid at Work');
    expect(lowerFirstForSentence('Transport Manager CPC')).toBe('Transport Manager CPC');
    expect(lowerFirstForSentence('Fear Free certification')).toBe('Fear Free certification');
  });

  it('lowers a description before a name, and a word before lower-case words', () => {
    expect(lowerFirstForSentence('Strong Excel skills')).toBe('strong Excel skills');
    expect(lowerFirstForSentence('Active Louisiana RDH license')).toBe('active Louisiana RDH license');
    expect(lowerFirstForSentence('Experience of child protection work')).toBe('experience of child protection work');
    expect(lowerFirstForSentence('PowerPoint skills')).toBe('PowerPoint skills');
  });
});
