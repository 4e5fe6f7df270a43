import { describe, expect, it } from 'vitest';
import { detectLanguage, detectLanguageByFunctionWords } from './detect-language.ts';

describe('detectLanguageByFunctionWords', () => {
  it('names the language whose function words a short text uses clearly most', () => {
    expect(detectLanguageByFunctionWords('We are looking for an engineer with the skills to lead our team')).toBe('en');
    expect(detectLanguageByFunctionWords('Wir suchen eine Pflegekraft für die Station und das Team')).toBe('de');
  });

  it('counts a word several languages share for each of them, and decides nothing on a tie', () => {
    // "de", "la" and "en" are Spanish and French function words alike.
    expect(detectLanguageByFunctionWords('de la en')).toBe('und');
  });
});

describe('detectLanguage', () => {
  it('reads the language of a resume line by line of prose', () => {
    expect(
      detectLanguage(
        'Berufserfahrung\nIch habe die Einführung des neuen Systems geleitet und das Team bei der Schulung unterstützt.\nDabei war ich für die Planung und die Abstimmung mit den Fachabteilungen zuständig.',
      ),
    ).toBe('de');
  });

  it('decides nothing for a text too short to tell', () => {
    expect(detectLanguage('SQL, Python')).toBe('und');
  });
});

describe('detectLanguage: short texts of names and nouns', () => {
  it('gives a short Latin-script text a language only when a word of that language occurs in it', () => {
    expect(
      detectLanguage(
        'Del Mack\nProfile\nBus driver. Clean licence, no points.\nPCV Driver, Arrow Buses, 2018 - Present',
      ),
    ).toBe('und');
    expect(detectLanguage('Je suis chauffeur de bus avec une licence propre et nous roulons en ville.')).toBe('fr');
  });
});

describe('detectLanguage: the kitchen’s French in an English ad', () => {
  it('reads a short English ad titled "Chef de Partie" as English, and a French one as French', () => {
    // Before, the short English ad was answered in French ("Madame, Monsieur").
    expect(
      detectLanguage(
        'Chef de Partie\nHarbour Kitchen\n\nRequirements:\n- Experience running a section in a busy kitchen',
      ),
    ).toBe('en');
    expect(
      detectLanguage(
        'Chef de partie (H/F)\nRestaurant Le Jardin\n\nNous recherchons un chef de partie pour notre équipe. Vous serez responsable de la mise en place et du service.',
      ),
    ).toBe('fr');
  });
});
