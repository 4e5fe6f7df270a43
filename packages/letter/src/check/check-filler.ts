// No filler: no placeholders or leaked values ("[Company Name]", "{{role}}", "undefined", "null"), no stock openers
// ("I am writing to express my interest", "Hiermit bewerbe ich mich"), and no broken characters (mojibake such as
// "â€“" or "Ã©", "Â" before a space, PDF bullet debris "ï‚§", private-use glyphs, U+FFFD, ligatures, control
// characters): debris a careful writer never sends.

import { addFinding, type CheckContext } from './check-context.ts';

const placeholderPatterns: RegExp[] = [
  /\[[^\]\n]{1,60}\]/gu,
  /\{\{?[^}\n]{1,40}\}?\}/gu,
  /<(?:[A-Za-z][A-Za-z _-]{1,30})>/gu,
  /(?<![\p{L}])(?:undefined|NaN|TODO|TBD|FIXME|lorem ipsum|XXX+|N\/A)(?![\p{L}])/gu,
  /(?<![\p{L}])(?:Company Name|Your Name|Hiring Manager's Name|Job Title|Position Title|Insert [A-Za-z ]{2,30}|Firmenname|Ihr Name|Nombre de la empresa|Su nombre|Nom de l['’]entreprise|Votre nom)(?![\p{L}])/giu,
];

const stockOpenerPatterns: RegExp[] = [
  /\bI am writing to (?:express|apply|submit|convey|formally|let you know)/iu,
  /\bI(?:'m|’m| am) writing (?:in regard|regarding|with regard|in response|to you)/iu,
  /\bI(?:'m|’m| am) (?:excited|thrilled|eager|delighted|pleased|happy) to (?:apply|submit|express|be applying)/iu,
  /\bI would like to express my (?:interest|enthusiasm)/iu,
  /\bplease accept (?:this|my) (?:letter|cover letter)/iu,
  /\bI wish to apply\b/iu,
  /\bit is with (?:great|much) (?:pleasure|enthusiasm|interest|excitement)/iu,
  /\bI am reaching out to (?:express|apply)/iu,
  /\bI was (?:excited|thrilled|delighted) to (?:see|come across|learn|discover)/iu,
  /\bwith (?:great|keen) interest,? I\b/iu,
  /\bhiermit bewerbe ich mich\b/iu,
  /\bich bewerbe mich hiermit\b/iu,
  /\bmit großem Interesse habe ich (?:Ihre|die) (?:Stellen)?(?:anzeige|ausschreibung)/iu,
  /\bauf Ihre Stellen(?:anzeige|ausschreibung)[^.]{0,60}aufmerksam geworden/iu,
  /\bme dirijo a usted(?:es)? para (?:expresar|manifestar)/iu,
  /\bpor medio de la presente\b/iu,
  /\bes un placer (?:dirigirme|presentar)/iu,
  /\bje me permets de vous (?:adresser|écrire|proposer)/iu,
  /\bc['’]est avec (?:un grand|beaucoup d['’]|grand) (?:intérêt|enthousiasme|plaisir)/iu,
];

const clichePattern =
  /\b(?:team player|hard[- ]working|go-getter|synergy|think outside the box|self-starter|results-driven|perfect fit|dynamic individual)\b/giu;

/** Marks of broken text, each with what it most likely is. */
const brokenCharacterPatterns: { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /â€[\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]?|[ÂÃ][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]|Ã[©¨¼¶¤§±³]|ï‚.|ï¼.?|Â(?=[\s\u200b]|$)/gu,
    reason: 'text decoded with the wrong encoding',
  },
  {
    // The same mistake with the Mac's old encoding ("‚Äô", "caf√©", "¬†"), or with the byte "€" stood for lost to a "?"
    // ("â?¢", "‚?¢": bullets of a public dataset of resumes).
    pattern:
      /‚[Ä?][^\s\p{ASCII}]|[√¬][ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø]|â\?[\u00a0-\u00bf]/gu,
    reason: 'text decoded with the wrong encoding',
  },
  { pattern: /[\ue000-\uf8ff\u{f0000}-\u{10ffff}]/gu, reason: 'a private-use glyph, such as a PDF bullet' },
  { pattern: /\ufffd/gu, reason: 'a replacement character where a character was lost' },
  { pattern: /[\ufb00-\ufb06]/gu, reason: 'a ligature copied from a PDF' },
  { pattern: /[\uff01-\uff5e]/gu, reason: 'a fullwidth character copied from a PDF' },
  { pattern: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu, reason: 'a control character' },
  { pattern: /(?:^|\s)ð(?=\s)/gmu, reason: 'an icon glyph extracted as a letter' },
];

function checkBrokenCharacters(context: CheckContext): void {
  const { text } = context.letter;
  const seen = new Set<number>();
  for (const { pattern, reason } of brokenCharacterPatterns) {
    for (const match of text.matchAll(pattern)) {
      const written = match[0].trimStart();
      const start = match.index + (match[0].length - written.length);
      if (seen.has(start)) continue;
      seen.add(start);
      const shown = [...written]
        .map((character) =>
          /[\p{L}\p{N}\p{P}\p{S}]/u.test(character)
            ? character
            : `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
        )
        .join('');
      addFinding(context, 'no-filler', 'error', `Broken characters: "${shown}" (${reason}).`, {
        start,
        end: start + written.length,
      });
    }
  }
}

export function checkFiller(context: CheckContext): void {
  const { text } = context.letter;
  const placeholders: { start: number; end: number }[] = [];
  for (const pattern of placeholderPatterns) {
    for (const match of text.matchAll(pattern)) {
      // "[Company Name]" is one placeholder, not also "Company Name".
      if (placeholders.some((span) => match.index < span.end && match.index + match[0].length > span.start)) continue;
      placeholders.push({ start: match.index, end: match.index + match[0].length });
      addFinding(context, 'no-filler', 'error', `Placeholder left in the letter: "${match[0]}".`, {
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  // "null" is a German word (zero); only other letters treat it as a leaked value.
  if (context.expectedLanguage !== 'de') {
    for (const match of text.matchAll(/(?<![\p{L}])null(?![\p{L}])/gu)) {
      addFinding(context, 'no-filler', 'error', 'Placeholder left in the letter: "null".', {
        start: match.index,
        end: match.index + 4,
      });
    }
  }
  for (const pattern of stockOpenerPatterns) {
    const match = text.match(pattern);
    if (match?.index !== undefined) {
      addFinding(context, 'no-filler', 'error', `Stock opener: "${match[0]}".`, {
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  for (const match of text.matchAll(clichePattern)) {
    addFinding(context, 'no-filler', 'warning', `Cliché: "${match[0]}".`, {
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  checkBrokenCharacters(context);
}
