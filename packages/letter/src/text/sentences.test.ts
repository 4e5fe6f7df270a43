import { describe, expect, it } from 'vitest';
import { countSpaceSeparatedParts, countSpaceSeparatedWords, splitSentences } from './sentences.ts';

describe('countSpaceSeparatedParts', () => {
  it('counts the parts splitting at whitespace gives, empty ones at the ends included', () => {
    for (const text of ['', 'one', 'one two', '  one  two  ', 'a\tb\nc', ' x'])
      expect(countSpaceSeparatedParts(text)).toBe(text.split(/\s+/).length);
  });

  it('reads no-break, ideographic and other Unicode spaces as whitespace, and a zero-width space as none', () => {
    expect(countSpaceSeparatedParts('a\u00a0b\u3000c\u2009d')).toBe(4);
    expect(countSpaceSeparatedParts('a\u200bb')).toBe(1);
  });
});

describe('countSpaceSeparatedWords', () => {
  it('counts the runs of characters between whitespace', () => {
    expect(countSpaceSeparatedWords('')).toBe(0);
    expect(countSpaceSeparatedWords('   ')).toBe(0);
    expect(countSpaceSeparatedWords('  Led a team of 8  ')).toBe(5);
    expect(countSpaceSeparatedWords('Python,\u00a0SQL')).toBe(2);
  });
});

describe('splitSentences: the label of a number', () => {
  it('never ends a sentence at "approx." or "reg no." before a number, and still ends one at "no."', () => {
    expect(splitSentences('Logging in LIMS, approx. 150-200 samples a day')).toEqual([
      'Logging in LIMS, approx. 150-200 samples a day',
    ]);
    expect(splitSentences('Gas Safe registered (reg no. 614822). Next line.')).toEqual([
      'Gas Safe registered (reg no. 614822).',
      'Next line.',
    ]);
    expect(splitSentences('I said no. Then I left.')).toEqual(['I said no.', 'Then I left.']);
  });
});

describe('splitSentences: a number after its abbreviated label', () => {
  it('never ends a sentence at "máx.", "min." or "env." before a number', () => {
    expect(
      splitSentences(
        'Impartir grupos de preparación al parto (máx. 6 personas). Formación mínima min. 150 h en suelo pélvico.',
      ),
    ).toEqual([
      'Impartir grupos de preparación al parto (máx. 6 personas).',
      'Formación mínima min. 150 h en suelo pélvico.',
    ]);
    expect(splitSentences('Déplacements env. 20 km par jour. Permis B exigé.')).toHaveLength(2);
  });
});

describe('splitSentences: rupees before their amount', () => {
  it('never ends a sentence at "Rs." before a number', () => {
    expect(
      splitSentences('Settled a variation claim of Rs. 1.2 crore with the client. Supervised 2 junior QS.'),
    ).toHaveLength(2);
  });
});

describe('splitSentences: a sentence that ends inside its bracket', () => {
  it('ends at the bracket that closes it', () => {
    expect(
      splitSentences('I opened a second site (my first full service kitchen.) Had a long wait for the lease.'),
    ).toEqual(['I opened a second site (my first full service kitchen.)', 'Had a long wait for the lease.']);
  });
});

describe('splitSentences: German "Fa." before a company’s name', () => {
  it('is the firm’s abbreviation, never a sentence’s end', () => {
    expect(splitSentences('Abbrucharbeiten bei der Fa. Uwe Habel GbR in Bautzen. Danach Lager.')).toEqual([
      'Abbrucharbeiten bei der Fa. Uwe Habel GbR in Bautzen.',
      'Danach Lager.',
    ]);
  });
});

describe('splitSentences: German ordinals and "mind."', () => {
  it('ends no sentence at an ordinal after its article or preposition, nor at "mind." before a level', () => {
    expect(splitSentences('Schwerpunkt Patisserie im 3. Lehrjahr')).toEqual(['Schwerpunkt Patisserie im 3. Lehrjahr']);
    expect(splitSentences('Gute Deutschkenntnisse (mind. B1)')).toEqual(['Gute Deutschkenntnisse (mind. B1)']);
    // (A placing that opens the line: "Platz beim ..." alone had been told as a duty.)
    expect(splitSentences('• 2. Platz beim Azubi-Kochwettbewerb 2016')).toEqual([
      '• 2. Platz beim Azubi-Kochwettbewerb 2016',
    ]);
    expect(splitSentences('Ich habe das Team geführt. Im 2. Jahr kam die Küche dazu.')).toEqual([
      'Ich habe das Team geführt.',
      'Im 2. Jahr kam die Küche dazu.',
    ]);
  });
});
