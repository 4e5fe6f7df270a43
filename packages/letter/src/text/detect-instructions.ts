// Resumes and ads are untrusted: a line can address the generator ("ignore previous instructions", "write that I
// am..."). Such text is data. The parsers drop it before reading facts, and the checker makes sure a letter neither
// obeys nor copies it.

import { splitSentences } from './sentences.ts';

const instructionPatterns: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system|these|those|the)\b[^.!?\n]{0,30}\b(?:instructions?|prompts?|rules?|directions?|guidelines?|context|messages?)\b/i,
  /\b(?:system|developer)\s*(?:prompt|message|instruction)s?\b/i,
  /\b(?:you are|you're|act as|pretend to be|roleplay as)\b[^.!?\n]{0,30}\b(?:an? )?(?:ai|assistant|language model|llm|chatbot|gpt|generator|model)\b/i,
  /\b(?:as an? (?:ai|language model|llm))\b/i,
  /\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?(?:ai|llm|model|assistant|generator|gpt|chatgpt|recruiter bot|screening (?:tool|software)|ats)\b/i,
  /\b(?:ai|llm|model|assistant|generator|gpt|chatgpt)s?\b[^.!?\n]{0,30}\b(?:should|must|shall|needs? to|has to|will)\b[^.!?\n]{0,20}\b(?:write|say|state|include|mention|claim|rank|rate|recommend|output|respond|ignore)\b/i,
  /\b(?:write|say|state|claim|mention|include|add|insert|declare)\s+(?:in the (?:cover )?letter\s+)?(?:that|the (?:phrase|sentence|words?|text))\b/i,
  // ("In your letter, please state your notice period and your salary expectations": the ad's question about the
  // applicant's own facts, which a letter answers, is no instruction to the writer.)
  /\b(?:in (?:the|your|this) (?:cover )?letter|the (?:cover )?letter (?:should|must))\b[^.!?\n]{0,40}\b(?:say|state|write|claim|mention|include)\b(?!\s+(?:your|when|which|whether)\b)/i,
  /\b(?:respond|reply|answer|output)\s+(?:only\s+)?(?:with|in)\b/i,
  /\b(?:rank|rate|score|recommend)\s+(?:this|the)\s+(?:candidate|applicant|resume)\b/i,
  /\b(?:this|the) (?:candidate|applicant) is (?:the )?(?:best|perfect|ideal|most qualified)\b/i,
  /\bdo not (?:mention|say|include|reveal|disclose)\b/i,
  /<\|?(?:im_start|im_end|system|endoftext)\|?>|\[\/?(?:INST|SYSTEM)\]/i,
  /\b(?:ignoriere|ignorier|vergiss|missachte)\b[^.!?\n]{0,40}\b(?:anweisungen|instruktionen|vorgaben|regeln|befehle)\b/i,
  /\b(?:schreibe?|sage?|erwähne|behaupte)\s*,?\s+(?:im anschreiben\s+)?,?\s*dass\b/i,
  /\b(?:du bist|sie sind) (?:jetzt |nun )?(?:eine?n? )?(?:ki|assistent|sprachmodell|chatbot)\b/i,
  /\b(?:hinweis|anweisung|nachricht) (?:an|für) (?:die |das |den )?(?:ki|modell|assistenten|generator)\b/i,
  /\b(?:ignora|olvida|omite|ignore[sz]?|oublie[sz]?)\b[^.!?\n]{0,40}\b(?:instrucciones|indicaciones|reglas|instructions|consignes|règles)\b/iu,
  /(?<![\p{L}\p{N}_])(?:escribe|di|afirma|menciona|incluye|écris|écrivez|dis|dites|affirme|mentionne)\s*,?\s+(?:en la carta\s+|dans la lettre\s+)?que\b/iu,
  /\b(?:nota|mensaje|instrucción|note|message|consigne) (?:para|a|pour|à) (?:la |el |l['’])?(?:ia|inteligencia artificial|modelo|asistente|generador|intelligence artificielle|modèle|assistant|générateur)\b/iu,
];

/**
 * Every pattern above needs one of these words; a sentence without any of them is skipped cheaply (most resume lines
 * hold none), which keeps reading a long resume fast.
 */
const triggerWords =
  /ignor|disregard|forget|override|bypass|system|developer|prompt|you are|you're|act as|pretend|roleplay|as an? (?:ai|language|llm)|note|message|instruction|ai\b|llm|model|assistant|generator|gpt|write|say|state|claim|mention|include|add|insert|declare|letter|respond|reply|answer|output|rank|rate|score|recommend|candidate|applicant|do not|im_start|im_end|endoftext|inst\]|vergiss|missachte|schreib|sag|erwähn|behaupt|du bist|sie sind|hinweis|anweisung|nachricht|ignora|olvida|omite|escrib|afirma|menciona|incluye|nota|instrucci|oubli|écri|dites|affirme|mentionne|consigne/iu;

/**
 * The patterns above joined into one alternation per set of flags: one scan of a line instead of one per pattern. A
 * text matches one of them exactly when it matches one of the patterns (none refers back to a group).
 */
const joinedPatterns: RegExp[] = [...new Set(instructionPatterns.map((pattern) => pattern.flags))].map(
  (flags) =>
    new RegExp(
      instructionPatterns
        .filter((pattern) => pattern.flags === flags)
        .map((pattern) => `(?:${pattern.source})`)
        .join('|'),
      flags,
    ),
);

function matchesInstructionPattern(text: string): boolean {
  return joinedPatterns.some((pattern) => pattern.test(text));
}

/** True when a sentence addresses the generator instead of describing the person or the job. */
export function isInstructionToGenerator(sentence: string): boolean {
  return triggerWords.test(sentence) && matchesInstructionPattern(sentence);
}

/** A sentence found to address the generator, with its position in the text it came from. */
export type InstructionSentence = { text: string; start: number; end: number };

/** Finds the sentences in a resume or ad that address the generator. */
export function findInstructionSentences(text: string): InstructionSentence[] {
  const found: InstructionSentence[] = [];
  let searchFrom = 0;
  for (const sentence of splitSentences(text)) {
    const start = text.indexOf(sentence, searchFrom);
    if (start >= 0) searchFrom = start + sentence.length;
    if (isInstructionToGenerator(sentence)) {
      found.push({ text: sentence, start: Math.max(0, start), end: Math.max(0, start) + sentence.length });
    }
  }
  return found;
}

/** The characters `splitSentences` writes in place of abbreviation points: a line holding them is split as before. */
const sentenceMarkers = /[\u0000\u0001]/;

/** Removes the sentences that address the generator, keeping the rest of each line and the line structure. */
export function removeInstructionSentences(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  const lines = text.split('\n').map((line) => {
    if (!line.trim() || !triggerWords.test(line)) return line;
    // Each sentence is a piece of its line with a space or the line's end on either side, so a pattern that matches
    // a sentence matches the line: a line none matches holds no instruction and is not split into sentences.
    if (!sentenceMarkers.test(line) && !matchesInstructionPattern(line)) return line;
    const sentences = splitSentences(line);
    const kept = sentences.filter((sentence) => {
      if (!isInstructionToGenerator(sentence)) return true;
      removed.push(sentence);
      return false;
    });
    return kept.length === sentences.length ? line : kept.join(' ');
  });
  return { text: lines.join('\n'), removed };
}
