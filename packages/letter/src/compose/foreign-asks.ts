// The explicit asks of a Spanish, French or German ad ("En tu carta, cuéntanos sobre un estudio con usuarios que hayas
// liderado", "Dans votre lettre, parlez-nous d'un chantier ...", "Beschreiben Sie in Ihrem Anschreiben ein Projekt,
// ..."), and the line of the resume, in the same language, that answers one. `readAskObject` (plan-letter.ts) reads
// English asks only; a letter written in the ad's own language had left these unanswered. As in English, only what the
// person did answers an ask, and an ask no line answers is not taken up (docs/decisions/0046-answering-the-ads-question.md).

/** The languages whose phrasebooks answer an ask in the ad's own language. */
export type AskLanguage = 'es' | 'fr' | 'de';

/**
 * Words that say nothing of what an ask is about: articles, pronouns, prepositions and the ask's own frame ("carta",
 * "exemple", "Beispiel"), in the three languages.
 */
const frameWords = new Set(
  [
    // Spanish
    'que qué como cómo cuál cual los las del una uno unos unas por para con sin sobre entre desde hasta hayas haya has ' +
      'tu tus su sus mi mis te nos les ejemplo ejemplos carta presentación experiencia alguna algún ese esa este esta ' +
      'donde dónde cuando cuándo hiciste tuviste fue fuiste gracias él ella ellos más muy también vez momento situación',
    // French
    'les des une un du de la le que qui quoi dont où pour par avec sans sur dans entre vous votre vos nous notre ' +
      'exemple exemples lettre motivation expérience avez êtes été fait fois moment situation cette ces ce cet son sa ' +
      'ses leur leurs plus très aussi comment pourquoi lors',
    // German
    'der die das den dem des ein eine einen einem einer eines und oder mit für von zu zur zum auf im in bei über als ' +
      'wie sie ihr ihre ihrem ihren ihrer uns wir dabei denen welche welchen welcher was wann wo beispiel ' +
      'beispiele anschreiben bewerbung erfahrung haben hat sind waren wurde wurden einmal mal situation ' +
      // ("wie du dein Team ... motiviert hast": an ad that says "du".)
      'dich dir dein deine deinem deinen deiner deines euch euer eure hast bist',
  ]
    .join(' ')
    .split(/\s+/u),
);

/**
 * The verbs that open an ask in each language, up to what it is about: "cuéntanos sobre", "háblanos de",
 * "parlez-nous de", "décrivez", "erzählen Sie uns von", "beschreiben Sie". The ad's place for the answer ("en tu
 * carta", "in Ihrem Anschreiben", "im Anschreiben bitte") may stand before or after the verb.
 */
const askOpenings: Record<AskLanguage, RegExp> = {
  es: /\b(?:cu[ée]nta(?:nos|enos)|h[áa]bla(?:nos|enos)|descr[íi]b(?:enos|anos|e|a)|expl[íi]ca(?:nos|enos)|ind[íi]ca(?:nos|enos)|comp[áa]rt(?:enos|anos)|danos\s+un\s+ejemplo)\b(?:\s+(?:en|dentro\s+de)\s+(?:tu|su)\s+carta(?:\s+de\s+presentaci[óo]n)?,?)?\s+(?:(?:sobre|acerca\s+de|de)\s+)?(.+)$/iu,
  // ("merci de nous décrire une opération ...": the ask in the infinitive, after the ad's thanks.)
  // ("Dites-nous dans votre lettre comment vous organisez ...": "dites" asks too.)
  fr: /(?:parlez|racontez|d[ée]crivez|pr[ée]sentez|parle|raconte|d[ée]cris|pr[ée]sente|expliquez|donnez|dites|indiquez|merci\s+de\s+nous\s+(?:d[ée]crire|parler|pr[ée]senter|raconter))(?:-nous)?(?:\s+(?:dans|en)\s+(?:votre|ta)\s+lettre(?:\s+de\s+motivation)?,?)?\s+(?:(?:un\s+exemple\s+)?(?:de\s+|d['’]|du\s+|des\s+))?(.+)$/iu,
  // ("Erzähl uns im Anschreiben gern, wie du ...", "Schreib uns in deinem Anschreiben, wie du ...": "gern" and a comma
  // before the question, and "schreib uns", ask too.)
  de: /\b(?:erz[äa]hlen\s+Sie\s+uns|beschreiben\s+Sie|schildern\s+Sie|erl[äa]utern\s+Sie|nennen\s+Sie\s+uns|erz[äa]hl(?:e)?\s+uns|beschreib(?:e)?|schreiben\s+Sie\s+uns|schreib(?:e)?\s+uns)(?:\s+(?:uns\s+)?(?:(?:in|im)\s+(?:Ihrem|deinem)\s+Anschreiben|im\s+Anschreiben))?(?:\s+(?:bitte|gerne?))?,?(?:\s+uns)?\s+(?:(?:von|über)\s+)?(.+)$/iu,
};

/**
 * A motive or a view asked for ("por qué quieres trabajar con nosotros", "pourquoi nous rejoindre", "warum Sie sich
 * bewerben", "vos valeurs"): only the applicant can say it, and no line of a resume answers it.
 */
const opinionAsked =
  /(?<![\p{L}])(?:por\s+qu[ée]|motivaci[óo]n|valores|pourquoi|motivations?|valeurs|warum|weshalb|Motivation|Werte|salario|salaire|Gehalt|disponibilit[ée]|Verfügbarkeit|Eintrittstermin)(?![\p{L}])/iu;

/**
 * What a Spanish, French or German ask is about, in the ad's words ("un estudio con usuarios que hayas liderado"),
 * or undefined where the text asks nothing a line of work could answer. A second question after "y qué", "et
 * comment", "und was" is left to the answer.
 */
export function readForeignAskObject(ask: string, language: AskLanguage): string | undefined {
  const object = ask.replace(/\s+/gu, ' ').match(askOpenings[language])?.[1];
  if (object === undefined || opinionAsked.test(object)) return undefined;
  const first = object
    // ("..., cómo lo comunicaste y qué harías diferente hoy": a second question after a comma alone, too.)
    .split(
      // ("... behoben haben – wie sind Sie vorgegangen", "... le budget : quelles difficultés": after a dash or a colon,
      // too.)
      /(?:,?\s+(?:y|et|und)|,|\s+[–—-]|\s*:)\s+(?:qu[ée]|c[óo]mo|comment|ce\s+que|quel(?:le)?s?|was|wie|welche[nrs]?)(?![\p{L}])/iu,
    )[0]
    ?.replace(/[.!?:;\s]+$/u, '')
    .trim();
  if (first === undefined || first.length < 8) return undefined;
  return first.split(/\s+/u).length > 30 ? undefined : first;
}

/** The words of a text that say what it is about, each by its first five letters ("liderado", "lideré": "lider"). */
export function askStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
    if (frameWords.has(word)) continue;
    const stem = word.slice(0, 5);
    stems.add(sameConcept.get(stem) ?? stem);
    // ("Anlagenstörung", "Maschinenausfall": a German compound names its kind last, which counts as the kind itself.)
    if (word.length >= 10)
      for (const [inner, concept] of sameConcept) if (word.indexOf(inner, 4) > 0) stems.add(concept);
  }
  return stems;
}

/**
 * Stems that name one thing in other words, each read as the first of its group: "eine Störung, die Sie gefunden und
 * behoben haben" is answered by "Fehlersuche an Hydraulikaggregaten" or a "Stillstandszeit" cut; "comment avez-vous
 * protégé la marge" by a "marge finale de 6,8 %" or a budget kept; "un error que detectaste" by a "fallo" or an
 * "incidencia".
 */
const sameConcept = new Map(
  [
    ['störu', 'fehle', 'ausfa', 'still', 'defek'],
    ['budge', 'marge', 'coûts', 'rentab'],
    // ("una avería complicada que resolviste" by "un ascensor ... se paraba ... sin dejar código de error"; "une panne".)
    ['error', 'fallo', 'incid', 'erreu', 'anoma', 'averí', 'falla', 'panne'],
  ].flatMap((group) => group.map((stem) => [stem, group[0] ?? stem] as const)),
);

/**
 * How well a line answers the ask, 0 where it does not: two of its words, or its head noun for an ask of three words
 * at most ("une création dont vous êtes fier" by "Création d'une carte de desserts ...") or by a line that reports a
 * figure ("un momento en el que los hallazgos de una investigación tuya cambiaron una decisión de producto" by "Mis
 * hallazgos sobre el flujo ... redujeron las llamadas ... un 18 %"). One other shared word ("proyecto", "clientes") is
 * a coincidence. The head counts for more than any other word: "Mentorizo a dos diseñadores de producto en técnicas de
 * investigación" shares two words of that ask, and none of its subject.
 */
export function answersForeignAsk(askObject: string, line: string): number {
  const wanted = askStems(askObject);
  // ("comment vous organisez l'agenda de plusieurs associés", "cómo gestionas ...": after "how", the first word is the
  // deed, and what it is about comes after it (a German question puts its verb last); "Organise les assemblées ..." had answered it
  // before "Tiens un agenda partagé ... pour les quatre associés".)
  const stems = [...wanted];
  const head = /^(?:comment|c[óo]mo)\s/iu.test(askObject) && stems.length > 2 ? stems[1] : stems[0];
  let shared = 0;
  let headShared = false;
  for (const stem of askStems(line)) {
    if (!wanted.has(stem)) continue;
    shared += 1;
    if (stem === head) headShared = true;
  }
  const answers = shared >= 2 || (headShared && (wanted.size <= 3 || /\d/u.test(line)));
  return answers ? shared + (headShared ? 2 : 0) : 0;
}

/**
 * The ask said back by the applicant ("un estudio con usuarios que hayas liderado" → "... que haya liderado", "une
 * création que vous avez conçue" → "... que j'ai conçue", "ein Projekt, bei dem Sie geschweißt haben" → "... bei dem
 * ich geschweißt habe"), or undefined where a form of address is left that a word-for-word change cannot turn (the
 * phrasebook then answers without repeating the ask).
 */
export function askInFirstPerson(object: string, language: AskLanguage): string | undefined {
  if (language === 'es') {
    // ("una avería complicada que resolviste": "que resolví"; "lideraste": "lideré"; the irregular pasts by name.)
    const irregularPasts: Record<string, string> = {
      diste: 'di',
      fuiste: 'fui',
      tuviste: 'tuve',
      hiciste: 'hice',
      estuviste: 'estuve',
      pudiste: 'pude',
      supiste: 'supe',
      quisiste: 'quise',
      viniste: 'vine',
      dijiste: 'dije',
      trajiste: 'traje',
      condujiste: 'conduje',
    };
    const turned = object
      .replace(
        /(?<![\p{L}])(\p{Ll}{2,})(aste|iste)(?![\p{L}])/gu,
        (whole, stem: string, ending: string) =>
          irregularPasts[whole] ??
          (ending === 'aste'
            ? // ("buscaste", "llegaste", "organizaste": "busqué", "llegué", "organicé".)
              `${stem.replace(/c$/u, 'qu').replace(/g$/u, 'gu').replace(/z$/u, 'c')}é`
            : `${stem}í`),
      )
      .replace(/\bhayas\b/gu, 'haya')
      .replace(/\bhas\b/gu, 'he')
      // ("una investigación tuya": "mía".)
      .replace(/(?<![\p{L}])tuy([oa]s?)(?![\p{L}])/gu, 'mí$1')
      .replace(/\btus\b/gu, 'mis')
      .replace(/\btu\b/gu, 'mi')
      .replace(/\bte\b/gu, 'me');
    // "que lideraste", "eres", "estás", "usted": a second person no single word turns.
    // ("del que estés orgulloso": an adjective that agrees with the person, too.)
    return /\b(?:\p{L}+aste|\p{L}+iste|eres|estás|estés|estabas|usted|su|sus|vuestr[oa]s?|tienes|puedes)(?![\p{L}])/iu.test(
      turned,
    )
      ? undefined
      : turned;
  }
  if (language === 'fr') {
    // ("dont vous êtes fier": the adjective after "être" agrees with the person, whom the letter cannot say is a man or
    // a woman; such an ask is not said back.)
    if (/\bvous\s+(?:êtes|étiez|avez\s+été)(?![\p{L}])/iu.test(object)) return undefined;
    // ("comment vous organisez l'agenda de plusieurs associés": "comment j'organise ..."; "vous gérez": "je gère".)
    const turned = object
      .replace(/\bvous avez\b/gu, "j'ai")
      .replace(/\bvous (\p{Ll}+)ez\b/gu, (_whole, stem: string) => {
        const present = `${stem.replace(/é([^aeiouyéèê]+)$/u, 'è$1')}e`;
        return /^[aeéèêiîoôuh]/u.test(present) ? `j'${present}` : `je ${present}`;
      });
    return /\b(?:vous|votre|vos|tu|ton|ta|tes)\b/iu.test(turned) ? undefined : turned;
  }
  const turned = object
    .replace(
      /\bSie\s+(.*?)\s+(haben|sind|hatten|waren|können|konnten|mussten|müssen)\b/gu,
      (_whole, middle: string, verb: string) => {
        const own: Record<string, string> = {
          haben: 'habe',
          sind: 'bin',
          hatten: 'hatte',
          waren: 'war',
          können: 'kann',
          konnten: 'konnte',
          müssen: 'muss',
          mussten: 'musste',
        };
        return `ich ${middle} ${own[verb] ?? verb}`;
      },
    )
    .replace(/\bIhr(e|em|en|er|es)?\b/gu, (_whole, ending: string | undefined) => `mein${ending ?? ''}`);
  // An ad that says "du" ("wie du bei einer Anlagenstörung ... vorgehst, um ...", "welche Fehlersuche dich zuletzt
  // gefordert hat"): "ich", "mich", "mein ...", and the verb that ends the clause in the first person ("vorgehe",
  // "habe").
  const ownForms: Record<string, string> = {
    hast: 'habe',
    bist: 'bin',
    kannst: 'kann',
    musstest: 'musste',
    warst: 'war',
  };
  const turnedFromDu = /(?<![\p{L}])(?:du|dich|dir|dein\p{L}*)(?![\p{L}])/u.test(turned)
    ? turned
        .replace(/(?<![\p{L}])du(?![\p{L}])/gu, 'ich')
        .replace(/(?<![\p{L}])dich(?![\p{L}])/gu, 'mich')
        .replace(/(?<![\p{L}])dir(?![\p{L}])/gu, 'mir')
        .replace(
          /(?<![\p{L}])dein(e|em|en|er|es)?(?![\p{L}])/gu,
          (_whole, ending: string | undefined) => `mein${ending ?? ''}`,
        )
        .replace(/(\p{Ll}{2,})st(?=\s*(?:,|$))/gu, (whole, stem: string) => ownForms[whole] ?? `${stem}e`)
    : turned;
  return /\b(?:Sie|Ihnen|du|dich|dir|dein\p{L}*)\b/u.test(turnedFromDu) ? undefined : turnedFromDu;
}
