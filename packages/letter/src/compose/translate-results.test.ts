import { describe, expect, it } from 'vitest';
import { composeLetter } from './compose-letter.ts';
import { translateGermanDeed, translateGermanResults } from './translate-results.ts';

describe('translateGermanDeed: what a German resume line says was done, in English', () => {
  it('says a deed named by its noun when the glossary knows every word of its object', () => {
    const deed = translateGermanDeed;
    expect(deed('Konzeption und Entwicklung mehrerer REST-APIs mit FastAPI, inkl. Auth (OAuth2/JWT)')).toBe(
      'designed and developed several REST APIs with FastAPI',
    );
    expect(deed('Einführung asynchroner Endpunkte (async/await), Background Tasks')).toBe(
      'introduced asynchronous endpoints (async/await)',
    );
    expect(deed('Migration eines Python-Monolithen zu Microservices (FastAPI); modulare Domänen')).toBe(
      'migrated a Python monolith to microservices (FastAPI)',
    );
    expect(deed('CI/CD-Automatisierung mit GitHub Actions: Pipeline für Build und Tests')).toBe(
      'automated CI/CD with GitHub Actions',
    );
    expect(deed('Datenbank-Tuning: gezielte Indizes, Read Replicas; P99 um 33% verbessert')).toBe(
      'tuned the database with targeted indexes and read replicas',
    );
  });

  it('gives nothing for a word it does not know, a deed without its thing, or a line of another shape', () => {
    const deed = translateGermanDeed;
    expect(deed('Einführung klarer Verantwortlichkeiten im Team')).toBeUndefined();
    expect(deed('Aufbau mit Docker')).toBeUndefined();
    expect(deed('Verantwortlich für die Pflege der Wissensdatenbank')).toBeUndefined();
  });

  it('keeps what a figure was measured over, and leaves out a result whose scope it cannot say', () => {
    expect(translateGermanResults('Latenz in kritischen Pfaden um 28% reduziert')).toEqual([
      'reduced latency in critical paths by 28%',
    ]);
    expect(translateGermanResults('Downtime während Releases gegen 0% reduziert')).toEqual([
      'reduced downtime during releases to almost 0%',
    ]);
    expect(translateGermanResults('Fehlerquote bei Expressbestellungen um 20% gesenkt')).toEqual([]);
  });

  it('lets an English letter about a German resume tell the deed with its result', () => {
    const { text } = composeLetter({
      resume: `Lena Vogt
Berufserfahrung
2021–2025 — Backend Engineer, Nordwerk GmbH
- Einführung asynchroner Endpunkte (async/await) mit FastAPI; Latenz in kritischen Pfaden um 30% reduziert.
- Containerisierung sämtlicher Services via Docker; Build-Zeiten um 40% verkürzt.`,
      jobDescription:
        'Backend Engineer at Quill Systems. Requirements: async programming with asyncio; containerization with Docker.',
    });
    expect(text).toMatch(
      /I (?:also )?introduced asynchronous endpoints \(async\/await\) with FastAPI and reduced latency in critical paths by 30%/,
    );
    expect(text).toContain('containerised all services with Docker and shortened build times by 40%');
  });
});
