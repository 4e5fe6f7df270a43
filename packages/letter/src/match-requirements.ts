// Matches the ad's requirements to evidence in the resume. A requirement counts as supported only when the resume
// shows it: a skill it lists or uses, a degree it holds, an achievement that does the thing. Nothing is inferred.

import type { JobRequirement, ParsedJobDescription } from './parse-job-description.ts';
import type { Achievement, ParsedResume } from './parse-resume.ts';
import { contentWords, wholeWordPattern } from './normalize-text.ts';
import { canonicalSkillName, findSkills } from './skill-vocabulary.ts';

/** A piece of the resume that supports a requirement. */
export type Evidence = {
  kind: 'achievement' | 'skill' | 'education' | 'experience' | 'certification' | 'summary';
  text: string;
  employer?: string;
  achievement?: Achievement;
  /** The skill or concept this evidence supports. */
  term: string;
};

export type RequirementStatus = 'supported' | 'partial' | 'unsupported';

export type RequirementMatch = {
  requirement: JobRequirement;
  status: RequirementStatus;
  /** Skills and concepts of the requirement that the resume shows. */
  matchedTerms: string[];
  /** Skills and concepts of the requirement that the resume does not show: never to be claimed. */
  missingTerms: string[];
  evidence: Evidence[];
};

export type RequirementMatches = {
  mustHaves: RequirementMatch[];
  niceToHaves: RequirementMatch[];
  /** Share of must-haves the resume supports (0 to 1; 1 when the ad lists none). */
  mustHaveCoverage: number;
  /** Skills the ad names that the resume shows. */
  matchedSkills: string[];
  /** Skills the ad names that the resume does not show. */
  missingSkills: string[];
};

/** A requirement that is not a named skill, with the ad wording that asks for it and the resume wording that shows it. */
export type RequirementConcept = { id: string; ad: RegExp; resume: RegExp };

// Requirements that are not a named skill, with the resume wording that shows them.
export const requirementConcepts: readonly RequirementConcept[] = [
  {
    id: 'communication',
    ad: /communicat|kommunikation|präsentation|presentation/i,
    resume:
      /communicat(?:e|ed|ing|ion|ions|or)?\b(?!\s+(?:between|protocol|layer|channel))|present(?:ed|ing|ation)|stakeholder|kommunikation|präsentation/i,
  },
  {
    id: 'leadership',
    ad: /\blead(?:ership|ing)?\b|mentor|influence|supervis|führung|leiten/i,
    resume:
      /\bled\b|\blead(?:ing|ership)?\b|mentor|supervis|manag(?:e|ed|ing)\s+(?:a\s+)?(?:team|staff|crew)|team of \d|crew of \d|staff of \d|team lead|führung|geleitet|leitung|praxisanleit/i,
  },
  {
    id: 'teamwork',
    ad: /teamwork|team player|collaborat|cross-functional|zusammenarbeit|teamfähig/i,
    resume: /collaborat|cross-functional|worked closely|working closely|zusammenarbeit|pair programming/i,
  },
  {
    id: 'testing',
    ad: /\btest(?:s|ing|able)?\b|\btdd\b|quality assurance|testabdeckung/i,
    resume: /\btest|pytest|junit|jest|qa\b|testabdeckung|testpyramide/i,
  },
  {
    id: 'problem solving',
    ad: /problem[- ]solving|troubleshoot|debugging|problemlös/i,
    resume: /troubleshoot|debug|solv|optimi[sz]|problemlös/i,
  },
  {
    id: 'project management',
    ad: /project management|organi[sz]ational|projektmanagement/i,
    resume: /project management|delivered (?:multiple )?projects|projektmanagement|sprint planning/i,
  },
  {
    id: 'product delivery',
    ad: /launch|product strategy|roadmap|defining .*products/i,
    resume: /launch|product strateg|roadmap|conception to market|from conception/i,
  },
  {
    id: 'software development',
    ad: /software development|programming experience|development experience|softwareentwicklung|entwicklungserfahrung/i,
    resume: /develop|engineer|programm|entwickl/i,
  },
  {
    id: 'performance',
    ad: /performance|optimi[sz]|latency|latenz|scalab|high[- ]volume|throughput/i,
    resume: /optimi[sz]|performance|latenc|latenz|scalab|skalierbar|p99|throughput/i,
  },
  { id: 'security', ad: /security|secure|sicherheit/i, resume: /security|sast|dast|oauth|sicherheit/i },
  { id: 'APIs', ad: /\bapis?\b|api[- ]design|schnittstellen/i, resume: /\bapis?\b|rest|graphql|schnittstelle/i },
  {
    id: 'databases',
    ad: /database|datenbank|relational/i,
    resume: /database|datenbank|\bsql\b|mysql|postgres|mongodb/i,
  },
  {
    id: 'production deployment',
    ad: /production|deploy|betrieb|rollout/i,
    resume: /deploy|production|rollout|betrieb|release/i,
  },
  {
    id: 'reliability',
    ad: /on-call|reliab|runbook|postmortem|incident|verfügbarkeit|stabilität/i,
    resume: /on-call|incident|mttr|rollback|reliab|recovery|verfügbarkeit|sla/i,
  },
  { id: 'build tooling', ad: /build (?:pipelines?|tools?)|bundler/i, resume: /webpack|babel|vite|rollup|build/i },
  {
    id: 'data analysis',
    ad: /data analysis|analytics|datenanalyse|data-driven/i,
    resume: /analy[sz]|data-driven|insights|datenanalyse/i,
  },
  {
    id: 'user experience',
    ad: /ui\/ux|user experience|usability|ux\b/i,
    resume: /ui\/ux|user experience|ux\b|usability|user interface/i,
  },
  { id: 'agile', ad: /\bagile\b|scrum|kanban/i, resume: /\bagile\b|scrum|kanban|sprint/i },
  {
    id: 'attention to detail',
    ad: /attention to detail|detail-oriented|sorgfalt/i,
    resume: /detail|sorgfalt|thorough/i,
  },
];

// Capitalised words that are not qualifications: places, formats, degrees (handled on their own), filler.
const ignoredAcronyms = new Set(
  'API APIS SDK UI UX US USA UK EU EEA DACH HR IT OR AND TBD ASAP FAQ CV PDF ID DE EN CA NY SF LA MS BA BS MA BSC MSC PHD MBA BSN MSN BS/MS B2B B2C KPI KPIS OKR OKRS Q1 Q2 Q3 Q4 AI ML M W D CEO CTO VP'.split(
    ' ',
  ),
);

const alternativeListPattern =
  /\b(?:such as|or|like|e\.g\.|for example|z\.\s?b\.|oder|beispielsweise|vorzugsweise|preferably|one of|at least one|wie)\b/i;
const degreeRequirementPattern =
  /\b(?:degree|bachelor|master|bs\/ms|b\.?sc|m\.?sc|mba|phd|studium|abschluss|hochschul|universit|ausbildung)|\b(?:BSN|MSN|BS|BA|B\.S\.|B\.A\.)(?![\p{L}])/iu;

const genericCredentialWords =
  /^(?:certif\w*|licen[cs]\w*|zertifi\w*|current|valid|active|state|required|requir|experienc\w*|training|train|professional)$/i;

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|ung|en|er)$/i, '');
}

function scoreAchievement(achievement: Achievement): number {
  const hasMetric = achievement.numbers.length > 0 ? 3 : 0;
  const hasEmployer = achievement.employer ? 1 : 0;
  const fromRole = achievement.source === 'role' ? 1 : 0;
  return hasMetric + hasEmployer + fromRole;
}

function bestAchievement(candidates: Achievement[]): Achievement | undefined {
  return [...candidates].sort((left, right) => scoreAchievement(right) - scoreAchievement(left))[0];
}

function describeEducation(resume: ParsedResume, requirementText: string): Evidence | undefined {
  // A vocational training ("Ausbildung") answers an ad that asks for one; it is not a university degree.
  const entry =
    resume.education.find((education) => education.degreeKinds.length > 0) ??
    (/ausbildung/i.test(requirementText)
      ? resume.education.find((education) => /\bAusbildung\b/i.test(education.text))
      : undefined);
  if (!entry) return undefined;
  return { kind: 'education', text: entry.text, term: 'degree' };
}

/** An achievement as the evidence for a requirement term, with its employer when the resume names one. */
function achievementEvidence(achievement: Achievement, term: string): Evidence {
  return {
    kind: 'achievement',
    text: achievement.text,
    ...(achievement.employer ? { employer: achievement.employer } : {}),
    achievement,
    term,
  };
}

function matchOne(requirement: JobRequirement, resume: ParsedResume): RequirementMatch {
  const matchedTerms: string[] = [];
  const missingTerms: string[] = [];
  const evidence: Evidence[] = [];
  const resumeSkills = new Set(resume.skills);

  for (const skill of requirement.skills) {
    if (resumeSkills.has(skill)) {
      matchedTerms.push(skill);
      const achievement = bestAchievement(resume.achievements.filter((candidate) => candidate.skills.includes(skill)));
      evidence.push(
        achievement ? achievementEvidence(achievement, skill) : { kind: 'skill', text: skill, term: skill },
      );
    } else {
      missingTerms.push(skill);
    }
  }

  // Tools the vocabulary does not know ("Zendesk") still count when the resume lists them by name.
  for (const listed of resume.listedSkills) {
    const alreadyCounted =
      matchedTerms.includes(listed) || requirement.skills.some((skill) => skill.toLowerCase() === listed.toLowerCase());
    // Lower-case entries ("inventory management") count too: the applicant listed them, and the ad names them.
    if (listed.length < 3 || alreadyCounted) continue;
    if (!resumeSkills.has(listed) && (listed.length < 5 || /^(?:and|or|with|the)\b/i.test(listed))) continue;
    const pattern = wholeWordPattern(listed, 'iu');
    if (!pattern.test(requirement.text)) continue;
    matchedTerms.push(listed);
    const achievement = bestAchievement(resume.achievements.filter((candidate) => pattern.test(candidate.text)));
    evidence.push(
      achievement ? achievementEvidence(achievement, listed) : { kind: 'skill', text: listed, term: listed },
    );
  }

  // Acronyms the vocabulary does not know ("ACLS", "RN", "GAAP") count when the resume writes them too.
  const skillSpans = findSkills(requirement.text);
  const acronyms = new Set(
    [...requirement.text.matchAll(/\b[A-Z][A-Z0-9+#&-]*[A-Z0-9+#]\b/g)]
      .filter((match) => !skillSpans.some((span) => match.index >= span.start && match.index < span.end))
      .map((match) => match[0]),
  );
  for (const acronym of acronyms) {
    if (ignoredAcronyms.has(acronym) || canonicalSkillName(acronym) !== undefined || matchedTerms.includes(acronym))
      continue;
    const pattern = wholeWordPattern(acronym);
    if (!pattern.test(resume.cleanText)) {
      missingTerms.push(acronym);
      continue;
    }
    matchedTerms.push(acronym);
    const achievement = bestAchievement(
      resume.achievements.filter((candidate) => candidate.source === 'role' && pattern.test(candidate.text)),
    );
    evidence.push(
      achievement ? achievementEvidence(achievement, acronym) : { kind: 'skill', text: acronym, term: acronym },
    );
  }

  // "Forklift certification" is shown by "Forklift Operator Certification" in the resume's certifications.
  if (/certif|licen[cs]e|zertifi|schein\b/i.test(requirement.text)) {
    const requirementWords = new Set(
      contentWords(requirement.text)
        .map(stem)
        .filter((word) => word.length > 3 && !genericCredentialWords.test(word)),
    );
    const certification = resume.certifications.find((entry) =>
      contentWords(entry)
        .map(stem)
        .some((word) => requirementWords.has(word)),
    );
    if (certification && !matchedTerms.some((term) => certification.includes(term))) {
      matchedTerms.push(certification);
      evidence.push({ kind: 'certification', text: certification, term: certification });
    }
  }

  if (degreeRequirementPattern.test(requirement.text)) {
    const education = describeEducation(resume, requirement.text);
    if (education) {
      matchedTerms.push('degree');
      evidence.push(education);
    } else missingTerms.push('degree');
  }

  if (requirement.yearsRequired !== undefined) {
    const stated = resume.yearsOfExperience;
    // Only a number of years the resume itself states counts; years are never computed from dates.
    if (stated && stated.value >= requirement.yearsRequired) {
      matchedTerms.push('years of experience');
      evidence.push({ kind: 'experience', text: stated.text, term: 'years of experience' });
    } else missingTerms.push('years of experience');
  }

  for (const concept of requirementConcepts) {
    if (!concept.ad.test(requirement.text)) continue;
    if (
      requirement.skills.length > 0 &&
      (concept.id === 'APIs' || concept.id === 'databases' || concept.id === 'agile')
    )
      continue;
    const supporting = resume.achievements.filter((achievement) => concept.resume.test(achievement.text));
    const listedSkill = resume.skills.find((skill) => concept.resume.test(skill));
    const inSummary = concept.resume.test(resume.summary);
    if (supporting.length > 0 || listedSkill || inSummary) {
      matchedTerms.push(concept.id);
      const achievement = bestAchievement(supporting);
      evidence.push(
        achievement
          ? achievementEvidence(achievement, concept.id)
          : listedSkill
            ? { kind: 'skill', text: listedSkill, term: concept.id }
            : { kind: 'summary', text: resume.summary, term: concept.id },
      );
    } else missingTerms.push(concept.id);
  }

  // No named skill or concept: look for an achievement that says the same thing in other words.
  if (matchedTerms.length === 0 && missingTerms.length === 0) {
    const requirementStems = new Set(
      contentWords(requirement.text)
        .map(stem)
        .filter((word) => word.length > 3),
    );
    let best: { achievement: Achievement; overlap: number } | undefined;
    for (const achievement of resume.achievements) {
      const overlap = new Set(
        contentWords(achievement.text)
          .map(stem)
          .filter((word) => requirementStems.has(word)),
      ).size;
      if (overlap >= 2 && (!best || overlap > best.overlap)) best = { achievement, overlap };
    }
    if (best) {
      matchedTerms.push('related experience');
      evidence.push(achievementEvidence(best.achievement, 'related experience'));
    }
  }

  const status: RequirementStatus =
    matchedTerms.length === 0
      ? 'unsupported'
      : missingTerms.length === 0 ||
          (alternativeListPattern.test(requirement.text) && missingTerms.every((term) => isNamedTerm(term)))
        ? 'supported'
        : 'partial';
  return { requirement, status, matchedTerms, missingTerms, evidence };
}

function isNamedTerm(term: string): boolean {
  return (
    term !== 'degree' && term !== 'years of experience' && !requirementConcepts.some((concept) => concept.id === term)
  );
}

/** Matches every requirement of the ad against the resume, must-haves first. */
export function matchRequirements(resume: ParsedResume, job: ParsedJobDescription): RequirementMatches {
  const mustHaves = job.mustHaves.map((requirement) => matchOne(requirement, resume));
  const niceToHaves = job.niceToHaves.map((requirement) => matchOne(requirement, resume));
  const supportedCount = mustHaves.filter((match) => match.status !== 'unsupported').length;
  const resumeSkills = new Set(resume.skills);
  return {
    mustHaves,
    niceToHaves,
    mustHaveCoverage: mustHaves.length === 0 ? 1 : supportedCount / mustHaves.length,
    matchedSkills: job.skills.filter((skill) => resumeSkills.has(skill)),
    missingSkills: job.skills.filter((skill) => !resumeSkills.has(skill)),
  };
}
