// JavaScript's \b knows only ASCII letters, even with the u flag: "congé\b", "\b(?:…|écrivez)" and "apprécié)\b" never
// match before a space, so the words they list were silently never found (a French ad's "souhaité" wishes were read as
// must-haves). The engine writes such edges as (?![\p{L}]) and (?<![\p{L}\p{N}_]); this test keeps it so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const accented = 'éèêëáíóúñäöüßàâçîïôûÉÈÊÀÁÍÓÚÑÄÖÜÇ';
const boundaryAfterAccent = new RegExp(`[${accented}](?:\\)|\\]|\\?)*\\\\b`, 'u');
const boundaryBeforeAccent = new RegExp(`\\\\b(?:\\(\\?:)?[${accented}]|\\\\b\\(\\?:[^()]*\\|[${accented}]`, 'u');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the letter engine’s regular expressions', () => {
  it('never put \\b beside an accented letter, where it can never match', () => {
    const offending = sourceFiles(path.resolve(import.meta.dirname, '..')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          boundaryAfterAccent.test(line) || boundaryBeforeAccent.test(line)
            ? [`${path.basename(file)}:${index + 1}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });
});
