// English sentences for the letter's plans. Every sentence names the role it speaks of (never a "there" that could
// point at a sentence the length budget removed), writes resume lines in the first person and the right tense, and
// states credentials at their status.

import type { Credential, Skill } from '@cover-letter/shared/fact-sheet-schema';
import { containsWholeWord } from '../../text/compare.ts';
import { lowerFirstForSentence } from '../../text/letter-case.ts';
import { readVerb } from '../../vocabulary/english-verbs.ts';
import { countTitleWords } from '../../vocabulary/occupations.ts';
import { toFirstPersonClause, type Tense } from '../first-person-english.ts';
import { joinList, pick, type Phrasebook, type WritingState } from '../phrasebook.ts';
import type { EvidenceLine, LetterSetting, RoleReference } from '../sentence-plans.ts';

/** "a Registered Nurse", "an HR Advisor", "an Accountant". */
export function withIndefiniteArticle(phrase: string): string {
  const first = phrase.trim();
  const firstWord = first.split(/[\s/-]/)[0] ?? '';
  // Short acronyms are spoken letter by letter ("an RN", "an HR Advisor", "a UX Designer"); longer ones as words
  // ("a MERN Stack Developer").
  const spelledOut = /^[A-Z]{2,3}$/.test(firstWord) || (/^[A-Z]{2,}$/.test(firstWord) && !/[AEIOU]/.test(firstWord));
  const vowelSound = spelledOut
    ? /^[AEFHILMNORSX]/.test(firstWord)
    : /^(?:[aeio]|u(?!ni|s[eu]|r[aeiou]|til)|hour|honou?r|heir)/i.test(first);

  return `${vowelSound ? 'an' : 'a'} ${first}`;
}

function titleWithArticle(role: RoleReference): string {
  return withIndefiniteArticle(role.title);
}

const conceptNames: Record<string, string> = {
  communication: 'Communication',
  leadership: 'Leadership',
  mentoring: 'Training and mentoring',
  teamwork: 'Teamwork',
  'customer service': 'Customer service',
  'patient care': 'Patient care',
  teaching: 'Teaching',
  budgeting: 'Budgeting',
  reporting: 'Reporting',
  safety: 'Health and safety',
  sales: 'Sales',
  stakeholders: 'Building working relationships',
  'data analysis': 'Data analysis',
  'project management': 'Planning',
  writing: 'Writing',
  digital: 'Digital communication',
  maintenance: 'Maintenance',
  cooking: 'Cooking',
};

function tenseOf(role: RoleReference): Tense {
  return role.current ? 'present' : 'past';
}

/** The role a sentence speaks of, as its opening phrase ("In my current role as a Registered Nurse at X"). */
function roleIntroduction(role: RoleReference, setting: LetterSetting, state: WritingState, salt: number): string {
  const title = titleWithArticle(role);
  const employer = role.employer;
  if (state.introducedRoles.has(role.roleIndex)) {
    if (employer) return pick([`At ${employer}`, `In my work at ${employer}`], setting, salt);
    return role.current ? 'In my current role' : `As ${title}`;
  }
  // The first time a role is named, its years come with it: a reader places the example in the career.
  const since = role.startYear ? ` since ${role.startYear}` : '';
  const span =
    role.startYear && role.endYear && role.startYear !== role.endYear
      ? ` from ${role.startYear} to ${role.endYear}`
      : role.startYear && role.endYear
        ? ` in ${role.endYear}`
        : '';
  if (role.current) {
    return employer
      ? pick(
          [
            `In my current role as ${title} at ${employer}${since ? `, which I have held${since}` : ''}`,
            `At ${employer}, where I have worked as ${title}${since}`,
          ],
          setting,
          salt,
        )
      : pick(
          [`In my current role as ${title}${since ? `, which I have held${since}` : ''}`, `As ${title}${since}`],
          setting,
          salt,
        );
  }
  if (role.roleIndex <= 1) {
    return employer
      ? pick(
          [
            `As ${title} at ${employer}${span}`,
            `In my previous role as ${title} at ${employer}${span}`,
            `At ${employer}, where I worked as ${title}${span}`,
          ],
          setting,
          salt,
        )
      : pick(
          [`In my previous role as ${title}${span}`, `As ${title}${span}`, `While working as ${title}${span}`],
          setting,
          salt,
        );
  }
  return employer
    ? pick([`Earlier, as ${title} at ${employer}`, `As ${title} at ${employer}`], setting, salt)
    : pick([`Earlier, as ${title}`, `As ${title}`], setting, salt);
}

function isForeign(line: EvidenceLine): boolean {
  return line.sourceLanguage !== 'en' && line.sourceLanguage !== 'und';
}

/** "a Backend Engineer at Blue Harbor Logistics from 2015 to 2019" the first time, without the years after. */
function roleDescription(role: RoleReference, state: WritingState): string {
  const at = role.employer ? ` at ${role.employer}` : '';
  if (state.introducedRoles.has(role.roleIndex)) return `${titleWithArticle(role)}${at}`;
  const years = role.current
    ? role.startYear
      ? ` since ${role.startYear}`
      : ''
    : role.startYear && role.endYear && role.startYear !== role.endYear
      ? ` from ${role.startYear} to ${role.endYear}`
      : '';
  return `${titleWithArticle(role)}${at}${years}`;
}

/** A resume line as the rest of a sentence after "I", or a noun phrase framed as work. */
function clauseFor(line: EvidenceLine): string | undefined {
  if (isForeign(line)) return undefined;
  const clause = toFirstPersonClause(line.achievement.text, tenseOf(line.role));
  if (!clause) return undefined;
  if (clause.kind === 'verb') return `I ${clause.text}`;
  if (clause.kind === 'sentence') return clause.text;
  return `my work ${line.role.current ? 'includes' : 'included'} ${clause.text}`;
}

/** A line in another language than the letter: what can be said faithfully is the role, its tools, and a quote. */
function foreignLine(line: EvidenceLine, setting: LetterSetting, state: WritingState, salt: number): string {
  const introduction = roleIntroduction(line.role, setting, state, salt);
  const tools =
    line.skills.length > 0
      ? `, I ${line.role.current ? 'work' : 'worked'} with ${joinList(line.skills.slice(0, 4), 'and')}`
      : `, I ${line.role.current ? 'work' : 'worked'} on the following, in my resume's own words`;
  const quoted = line.achievement.text.replace(/[.;:\s]+$/u, '');
  return `${introduction}${tools}: “${quoted}”.`;
}

/**
 * A sentence of the resume's summary in the first person: "Self-motivated leader with ..." → "I am a self-motivated
 * leader with ...", "Proficient in React" → "I am proficient in React", "Delivered consistent gains" → "I have
 * delivered consistent gains". Lines that cannot be turned faithfully are left out.
 */
function profileSentence(text: string): string | undefined {
  const trimmed = text.replace(/[.;:\s]+$/u, '');
  if (/^I\s/.test(trimmed)) return sentence(trimmed);
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (
    /^(?:proficient|skilled|experienced|knowledgeable|fluent|familiar|certified|qualified|passionate|committed|dedicated|able|adept|capable|currently|focused|driven|motivated|proactive|successful|bilingual|comfortable|confident)$/i.test(
      first,
    )
  )
    return sentence(`I am ${lowerFirstForSentence(trimmed)}`);
  if (
    /^(?:experience|knowledge|expertise|background|proficiency|skills|strong|excellent|proven|extensive|demonstrated|solid|deep|broad)$/i.test(
      first,
    )
  )
    return sentence(`I have ${lowerFirstForSentence(trimmed)}`);
  const verb = readVerb(first);
  if (verb && verb.form === 'gerund') {
    const clause = toFirstPersonClause(trimmed, 'present');
    return clause?.kind === 'verb' ? sentence(`I ${clause.text}`) : undefined;
  }
  if (verb && (verb.form === 'past' || verb.form === 'participle')) {
    const clause = toFirstPersonClause(trimmed, 'present');
    return clause?.kind === 'verb' ? sentence(`I ${clause.text}`) : undefined;
  }
  // A noun phrase about the person ("Highly skilled MERN Stack Developer with ...", "Seasoned Charge Nurse with ...").
  const head =
    trimmed.match(
      /^(.*?)(?:\s+(?:with|who|specializing|specialising|offering|bringing|focused|skilled|adept)\b|$)/,
    )?.[1] ?? trimmed;
  if (
    countTitleWords(head) > 0 ||
    /\b(?:professional|individual|leader|graduate|specialist|expert|practitioner|educator|generalist)\b/i.test(head)
  )
    return sentence(`I am ${withIndefiniteArticle(lowerFirstForSentence(trimmed))}`);
  return undefined;
}

/**
 * An ad's requirement as a short phrase a sentence can name ("strong communication skills"), or undefined when it is
 * too long, holds a number (which must never read as the applicant's) or is not a phrase.
 */
function requirementLabel(requirement: string): string | undefined {
  const phrase = requirement
    .replace(/\s+[-–—:(].*$/u, '')
    .replace(/[.;:,!]+$/u, '')
    .replace(
      /^(?:you (?:will|should|must) (?:have|be)|you(?:'ll| will) (?:need|have)|must have|must be|have|be|to have|to be|ideally|an?|the)\s+/i,
      '',
    )
    .trim();
  if (phrase === '' || /\d/.test(phrase) || phrase.split(/\s+/).length > 8 || phrase.split(/\s+/).length < 2)
    return undefined;
  if (/\b(?:you|your|we|our|us|I|my)\b/i.test(phrase)) return undefined;
  return lowerFirstForSentence(phrase);
}

/** "Mentoring newly qualified staff" → "mentoring newly qualified staff"; "Mentor new staff" → "mentoring new staff". */

function gerundPhrase(phrase: string): string {
  const [first = '', ...rest] = phrase.split(/\s+/);
  const verb = readVerb(first);
  const head = verb && verb.form === 'base' ? verb.forms.gerund : first.toLowerCase();
  return [head, ...rest].join(' ');
}

function skillPhrase(skill: Skill): string {
  switch (skill.qualifier) {
    case null:
      return skill.name;
    case 'basic':
    case 'basics':
    case 'beginner':
    case 'elementary':
    case 'foundational':
    case 'fundamental':
    case 'fundamentals':
    case 'introductory':
    case 'grundlagen':
    case 'grundkenntnisse':
      return `a basic knowledge of ${skill.name}`;
    case 'coursework':
      return `coursework in ${skill.name}`;
    case 'learning':
    case 'currently learning':
      return `${skill.name}, which I am currently learning`;
    default:
      return `${skill.name} (${skill.qualifier})`;
  }
}

function credentialSentence(credential: Credential, setting: LetterSetting, salt: number): string | undefined {
  const named = /certific|licen[cs]|registration|card|belt|diploma|qualification|clearance|award/i.test(
    credential.name,
  );
  const date = credential.date ? ` in ${credential.date}` : '';
  // "the AAT Level 3 Diploma in Accounting", "the Oncology Certification"; "NMC registration" and "CPA" stay bare.
  const article =
    /diploma|certificate|certification|award|card/i.test(credential.name) && !/^the\s/i.test(credential.name)
      ? 'the '
      : '';
  switch (credential.status) {
    case 'held':
      return named
        ? pick([`I hold ${article}${credential.name}.`, `I also hold ${article}${credential.name}.`], setting, salt)
        : `I am ${credential.name} certified.`;
    case 'in_progress':
      return `I am currently working towards ${article}${credential.name}.`;
    case 'planned':
      return `I plan to complete ${credential.name}${date}.`;
    case 'expired':
      return undefined;
  }
}

function sentence(text: string): string {
  const trimmed = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:,\s]+$/u, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

export const englishPhrasebook: Phrasebook = {
  salutation: (setting) => {
    if (setting.contactName) return `Dear ${setting.contactName},`;
    return setting.company ? `Dear ${setting.company} Hiring Team,` : 'Dear Hiring Manager,';
  },

  signOff: (setting) => (setting.tone === 'warm' ? 'Kind regards,' : 'Sincerely,'),

  write: (planned, setting, state) => {
    const { plan, id } = planned;
    switch (plan.kind) {
      case 'application': {
        const role = plan.role ? `the ${plan.role}` : 'this';
        const at = plan.company ? ` at ${plan.company}` : '';
        return pick(
          [
            `I am applying for ${role} position${at}.`,
            `I would like to be considered for ${role} role${at}.`,
            `Please accept my application for ${role} post${at}.`,
          ],
          setting,
          id,
        );
      }
      case 'identity': {
        const experience = plan.experience
          ? `, and I bring ${plan.experience}${/experience/i.test(plan.experience) ? '' : ' of experience'}`
          : '';
        if (plan.role) {
          const title = titleWithArticle(plan.role);
          const at = plan.role.employer ? ` at ${plan.role.employer}` : '';
          if (plan.role.current) return `I currently work as ${title}${at}${experience}.`;
          return `Most recently, I worked as ${title}${at}${experience}.`;
        }
        if (plan.headline) return `I am ${withIndefiniteArticle(plan.headline)}${experience}.`;
        return plan.experience
          ? sentence(`I bring ${plan.experience}${/experience/i.test(plan.experience) ? '' : ' of experience'}`)
          : undefined;
      }
      case 'profile':
        return plan.sourceLanguage === 'en' ? profileSentence(plan.text) : undefined;
      case 'motivation': {
        const names = plan.concepts.map((concept) => (conceptNames[concept] ?? concept).toLowerCase());
        return pick(
          [
            `What draws me to this role is its focus on ${joinList(names, 'and')}, ${names.length > 1 ? 'both areas' : 'an area'} in which I have experience.`,
            `This role centres on ${joinList(names, 'and')}, ${names.length > 1 ? 'areas' : 'an area'} in which I have built my experience.`,
          ],
          setting,
          id,
        );
      }
      case 'achievement': {
        const clause = clauseFor(plan.line);
        if (!clause) return isForeign(plan.line) ? foreignLine(plan.line, setting, state, id) : undefined;
        const previous = state.previous;
        const sameRole =
          previous !== undefined && 'line' in previous && previous.line.role.roleIndex === plan.line.role.roleIndex;
        if (sameRole && clause.startsWith('I ')) {
          const also = /^I (?:have|am|was) /.test(clause)
            ? clause.replace(/^I (\S+) /, 'I $1 also ')
            : `I also ${clause.slice(2)}`;
          const sameRoleCount = state.sameRoleRun;
          const connectors = [also, `In that role, ${also}`, `In addition, ${clause}`, `Beyond that, ${clause}`];
          return sentence(connectors[(sameRoleCount + setting.variation) % connectors.length] ?? also);
        }
        return sentence(`${roleIntroduction(plan.line.role, setting, state, id)}, ${clause}`);
      }
      case 'requirement-achievement': {
        const clause = clauseFor(plan.line);
        if (!clause) return isForeign(plan.line) ? foreignLine(plan.line, setting, state, id) : undefined;
        const label = requirementLabel(plan.requirement);
        const introduction = roleIntroduction(plan.line.role, setting, state, id);
        const present = plan.line.role.current;
        const at = plan.line.role.employer ? ` at ${plan.line.role.employer}` : '';
        const previous = state.previous;
        // Right after a sentence about the same role, the role is not named again.
        if (previous !== undefined && 'line' in previous && previous.line.role.roleIndex === plan.line.role.roleIndex) {
          const followUps: string[] = [];
          if (label && plan.source === 'must-have') followUps.push(`You also ask for ${label}: ${clause}.`);
          if (plan.skills.length > 0)
            followUps.push(
              `My work there also ${present ? 'covers' : 'covered'} ${joinList(plan.skills, 'and')}: ${clause}.`,
            );
          if (plan.concept)
            followUps.push(
              `${conceptNames[plan.concept.id] ?? 'This'} ${present ? 'is' : 'was'} also part of that role: ${clause}.`,
            );
          if (followUps.length > 0) return pick(followUps, setting, id + state.sameRoleRun).replace(/\s+/g, ' ');
        }
        const forms: string[] = [];
        if (label && plan.source === 'must-have')
          forms.push(`Your advert asks for ${label}. ${sentence(`${introduction}, ${clause}`)}`);
        if (label && plan.source === 'responsibility')
          forms.push(`The role involves ${gerundPhrase(label)}. ${sentence(`${introduction}, ${clause}`)}`);
        if (plan.skills.length > 0) {
          const verb = plan.skills.length > 1 ? (present ? 'are' : 'were') : present ? 'is' : 'was';
          forms.push(
            `${joinList(plan.skills, 'and')} ${verb} part of my work as ${roleDescription(plan.line.role, state)}: ${clause}.`,
          );
          forms.push(
            `I ${present ? 'use' : 'used'} ${joinList(plan.skills, 'and')} ${present ? 'in my current role' : `as ${titleWithArticle(plan.line.role)}`}${at}: ${clause}.`,
          );
        } else if (plan.concept) {
          forms.push(
            `${conceptNames[plan.concept.id] ?? 'This'} ${present ? 'is' : 'was'} part of my work as ${roleDescription(plan.line.role, state)}: ${clause}.`,
          );
        }
        if (forms.length === 0) return sentence(`${introduction}, ${clause}`);
        return pick(forms, setting, id).replace(/\s+/g, ' ');
      }
      case 'requirement-skills': {
        // Skills a sentence before has already named are not listed again.
        const told = state.written.join(' ');
        const fresh = plan.skills.filter((skill) => !containsWholeWord(told, skill.name));
        if (fresh.length === 0) return undefined;
        return sentence(
          pick(
            [
              `My skills also include ${joinList(fresh.map(skillPhrase), 'and')}`,
              `I also work with ${joinList(fresh.map(skillPhrase), 'and')}`,
            ],
            setting,
            id,
          ),
        );
      }
      case 'ask': {
        const clause = clauseFor(plan.line);
        if (!clause) return undefined;
        const about = plan.ask;
        return sentence(
          `You asked to hear about ${about}: ${lowerFirstForSentence(roleIntroduction(plan.line.role, setting, state, id))}, ${clause}`,
        );
      }
      case 'project': {
        if (plan.sourceLanguage !== 'en') return undefined;
        const clause = toFirstPersonClause(plan.text, 'past');
        return clause?.kind === 'verb' ? sentence(`In my ${plan.name} project, I ${clause.text}`) : undefined;
      }
      case 'accomplishment': {
        if (plan.sourceLanguage !== 'en') return undefined;
        const clause = toFirstPersonClause(plan.text, 'past');
        if (clause?.kind !== 'verb') return undefined;
        return sentence(
          /^(?:was|have) /.test(clause.text)
            ? `I ${clause.text.replace(/^(was|have) /, '$1 also ')}`
            : `I also ${clause.text}`,
        );
      }
      case 'credential':
        return credentialSentence(plan.credential, setting, id);
      case 'education': {
        const { degree, field, institution, status } = plan.education;
        // "Associate" or "Bachelor" alone needs its noun; an institution that is not a clean name is left out.
        const named = /^(?:associate|bachelor|master)(?:['’]s)?$/i.test(degree) ? `${degree} degree` : degree;
        const school =
          institution && institution.split(/\s+/).length <= 7 && !/[-–|:]/.test(institution) ? institution : null;
        const schoolName =
          school && /^(?:University|College|Institute|Academy|School) of\b/.test(school) ? `the ${school}` : school;
        const subject = `${withIndefiniteArticle(named)}${field && !degree.includes(field) ? ` in ${field}` : ''}${schoolName ? ` from ${schoolName}` : ''}`;
        return status === 'completed'
          ? sentence(`I hold ${subject}`)
          : status === 'in_progress'
            ? sentence(`I am currently studying for ${subject}`)
            : undefined;
      }
      case 'earlier-roles': {
        const roles = plan.roles.map(
          (role) => `${titleWithArticle(role)}${role.employer ? ` at ${role.employer}` : ''}`,
        );
        return sentence(`Before that, I worked as ${joinList(roles, 'and as')}`);
      }
      case 'languages': {
        const names = plan.languages.map((language) => language.name);
        return sentence(`I also speak ${joinList(names, 'and')}`);
      }
      case 'fit': {
        const names = plan.terms.map((term) => (conceptNames[term] ? conceptNames[term].toLowerCase() : term));
        return pick(
          [
            `In short, my experience with ${joinList(names, 'and')} is a close match for what this role asks.`,
            `My work with ${joinList(names, 'and')} covers the heart of what you are looking for.`,
          ],
          setting,
          id,
        );
      }
      case 'closing': {
        const target = plan.company ?? 'your team';
        return pick(
          [
            `I would welcome the chance to discuss in an interview how my experience could support ${target}.`,
            `I would be glad to meet and talk about how I could contribute to ${target}.`,
            `Could we arrange an interview to talk about how my experience fits ${plan.role ? `the ${plan.role} role` : 'the role'}?`,
          ],
          setting,
          id,
        );
      }
      case 'thanks':
        return pick(
          ['Thank you for your time and consideration.', 'Thank you for considering my application.'],
          setting,
          id,
        );
    }
  },
};
