// What the planners decide and the phrasebooks write: one typed plan a sentence, in no language. A plan holds facts
// (a role, an achievement as the resume states it, a credential with its status), never words of the letter.

import type {
  Credential,
  Education,
  LetterLanguage,
  Skill,
  SpokenLanguage,
} from '@cover-letter/shared/fact-sheet-schema';
import type { AdDuty, AdMission } from './ad-duties.ts';
import type { OwnAim } from '../facts/own-aims.ts';
import type { Concept, RankedAchievement, RequirementSource } from './select-evidence.ts';
import type { ResumeDate } from '../facts/read-periods.ts';

/** A role of the resume as a sentence refers to it. */
export type RoleReference = {
  roleIndex: number;
  title: string;
  employer: string | null;
  current: boolean;
  /** The years the role started and ended, as the resume gives them ("2019", "2015"), or null. */
  startYear: string | null;
  endYear: string | null;
  /**
   * Where the role stands in the career by its dates, 0 for the most recent: resumes do not always list their roles
   * newest first, and "most recently", "earlier" and "before that" must follow the dates, not the resume's order.
   */
  recency: number;
  /** "Treasurer (volunteer)": a post given time to, which the letter never calls work. */
  volunteer?: boolean;
};

/** A line of the resume the letter uses as evidence, with the role it belongs to and the language it is written in. */
export type EvidenceLine = {
  role: RoleReference;
  achievement: RankedAchievement;
  sourceLanguage: string;
  skills: string[];
  /** The line opens with a name the resume or the ad writes in capitals ("Moffett deliveries ..."): it keeps them. */
  opensWithName?: boolean;
};

export type SentencePlan =
  /** `reference`: the ad's code for the post, which it asks applicants to quote. */
  | {
      kind: 'application';
      role: string | null;
      company: string | null;
      about: string | null;
      reference: string | null;
      /** Where the ad asks to be told the applicant saw it ("Career Center", "www.careercenter.am"). */
      source?: { name: string; url: string | null };
    }
  | {
      kind: 'identity';
      role: RoleReference | null;
      headline: string | null;
      experience: string | null;
      /** The language the experience is written in (the resume's). */
      sourceLanguage: string;
      /**
       * The current role's strongest line, told in the opening ("..., where I supervise 8 nurses on a 32-bed unit"),
       * when the phrasebook tells one there: the opening then says something only this applicant could say.
       */
      highlight: EvidenceLine | null;
      /** A degree completed since the last job, which a graduate's letter opens with instead of that job. */
      graduate: Education | null;
      /**
       * An earlier post of the ad's own kind of work, where the post held now is of another ("Certified Nursing
       * Assistant, 2020-2021" beside a developer's job held now, for a caregiver's ad): a career changer's letter opens
       * with the experience the ad is about. Phrasebooks that have no phrasing for it leave it out.
       */
      tradeRole?: RoleReference;
      /**
       * The employer of a job held now that the resume gives no post for ("Aspen Custom Trailers, August 2017 —
       * Present"), when the role told is one that ended: the letter never says the ended one was the latest.
       */
      employedNow?: string;
      /**
       * The role told ended before another paid job did (a Graphic Designer's post left months before a retail job
       * was): the letter names it, never as the latest ("Most recently, I worked as ...").
       */
      laterJob?: true;
    }
  /** A sentence of the resume's summary, told in the first person ("I am a self-motivated leader with ..."). */
  /** `own`: a sentence of a resume written as prose, the person's own words, told as they stand. */
  | { kind: 'profile'; text: string; sourceLanguage: string; own?: boolean; ask?: string }
  /** `aside` for a line of a job unrelated to the ad: told after the work the ad is about, whatever its dates. */
  | {
      kind: 'achievement';
      line: EvidenceLine;
      aside?: boolean;
      /** About what the ad's ask asked, which the role's answer told: said right after the answer. */
      aboutAsk?: boolean;
    }
  | {
      kind: 'requirement-achievement';
      requirement: string;
      source: RequirementSource;
      line: EvidenceLine;
      skills: string[];
      concept: Concept | undefined;
      /** What the requirement asks for in a word or two ("payroll", "Sage"), for summing up what the letter showed. */
      terms: string[];
    }
  /**
   * Tools and skills the ad asks for or the resume lists; `practices`, the trade's practices the ad touches, after
   * them; `answersAd` when the first skills are those the ad lists, so that the sentence answers its requirements.
   */
  | {
      kind: 'requirement-skills';
      skills: Skill[];
      practices: Skill[];
      answersAd: boolean;
      /**
       * Whether every skill is named in a line of the resume's jobs too: one it only lists is among the person's
       * skills, never "I work with" it (a LinkedIn export's endorsed "Azure", in no job, was said as worked with).
       */
      shownAtWork: boolean;
    }
  /**
   * A must-have of years no line answered, told by the dates of the roles that did its work, oldest first ("since
   * June 2022"): see tenure.ts.
   */
  | { kind: 'tenure'; requirement: string; roles: RoleReference[]; since: ResumeDate; until: ResumeDate | null }
  | { kind: 'ask'; ask: string; line: EvidenceLine }
  /** What the person did in a project the resume lists outside its roles. */
  /** A line of one of the person's projects; `ask` when it answers the ad's ask ("something I built"). */
  /** `team`: the resume says the project was a team's ("team of 4"), so a prize it won was the team's. */
  /**
   * `leads`: the ad's work is told by the person's projects, no job of theirs being of its kind (a bartender's web
   * projects, for a developer's post): the projects come before the jobs in the letter's body.
   */
  | {
      kind: 'project';
      name: string;
      text: string;
      sourceLanguage: string;
      ask?: string;
      team?: boolean;
      leads?: boolean;
    }
  /**
   * A result the resume lists under highlights or accomplishments, tied to no role; with `ask`, the answer to the
   * ad's explicit ask ("a time I turned around an underperforming team").
   */
  | { kind: 'accomplishment'; text: string; sourceLanguage: string; ask?: string }
  /** What the person did while studying for a degree, as the resume lists it under the degree. */
  /** `education` is null for training a resume lists under a job ("Completion of over 120 clinical hours"). */
  | { kind: 'study'; education: Education | null; text: string; sourceLanguage: string }
  /**
   * A credential, with the ad's requirement it answers when it answers one ("a CIMA or AAT qualification"); `plus` when
   * that requirement is one the ad would welcome, not one it asks for (a nice-to-have).
   */
  | { kind: 'credential'; credential: Credential; requirement?: string; plus?: true }
  /** A degree, with the ad's requirement it answers when it answers one ("a degree in Computer Science"); `plus` as above. */
  | {
      kind: 'education';
      education: Education;
      requirement?: string;
      plus?: true;
      /**
       * A degree under way whose only year is two years gone or more ("Ph.D, 2021 (expected)" read in 2026): whether the
       * study goes on, the resume no longer says, and the letter never says "currently".
       */
      yearGone?: true;
    }
  /**
   * Roles the letter told nothing else about; `allEarlier` when all of them ended before the roles it told, and
   * `beforeCurrentPost` when all of them were held before the current post at its own employer.
   */
  | { kind: 'earlier-roles'; roles: RoleReference[]; allEarlier: boolean; beforeCurrentPost?: true }
  | {
      kind: 'languages';
      languages: SpokenLanguage[];
      /** The languages the ad names ("English is our working language"): told at their level, whatever the letter's. */
      asked?: string[];
    }
  /** Why this job: the duties the ad names, in its own words. */
  | {
      kind: 'motivation';
      duties: AdDuty[];
      current: RoleReference | null;
      /** How the ad's role stands to the current one by their titles: a step up, the same post, or neither. */
      step: 'up' | 'same' | null;
      /** Where the ad says the work is, addressed to the reader ("your surgical services unit in Austin"). */
      unit: AdDuty | null;
    }
  /** What the person says they are looking for, in their own words (own-aims.ts), as the reason for applying. */
  | { kind: 'aim'; aim: OwnAim }
  /** What the organisation says it is for (see readAdMission), as a reason for applying. */
  | { kind: 'mission'; mission: AdMission }
  /**
   * The company applied to is one the person worked for before ("Sales Assistant" then "Team Supervisor" at Meadow
   * Lane, 2012–2017): the reason to come back that its own ad asks for, told with the posts and years held there.
   */
  | { kind: 'returning'; company: string; titles: string[]; startYear: string | null; endYear: string | null }
  /**
   * The ad's "tell us why you want to ..." answered in the applicant's own words from the resume's summary ("I'm
   * ready to move into an office role ..."): `ask` in the first person ("why I want to work in home care").
   */
  | { kind: 'why'; ask: string; text: string }
  /**
   * The ad asked when the person could start, or for their salary expectations: `availability` as the resume states it
   * ("Notice period: 3 months"), or null, when an offer to agree a date is all the letter can honestly give.
   */
  | {
      kind: 'practicalities';
      availability: string | null;
      start: boolean;
      salary: boolean;
      shifts: boolean;
      /** When in the week the person can work, as the resume lists it ("Saturdays: anytime"); none where it does not. */
      hours: readonly string[];
      /** A move to where the job is, as the resume states it ("relocating to the Pittsburgh area in January 2027"). */
      relocation: string | null;
    }
  /** `current`: the post held now, which the ask for an interview may name as the experience it offers. */
  | { kind: 'closing'; company: string | null; role: string | null; current?: RoleReference }
  /** Where the ad's reader can see the applicant's work, when the ad asks for a portfolio or code: the resume's own links. */
  | { kind: 'work-samples'; links: string[] }
  /** How to reach the applicant, as the resume gives it. */
  // (`profile`: a LinkedIn or job board profile, where the resume gives no email and no phone.)
  | { kind: 'contact'; email: string | null; phone: string | null; profile?: string }
  | { kind: 'thanks' };

export type ParagraphName = 'opening' | 'evidence' | 'requirements' | 'closing';

/**
 * A plan with where it goes and how much it matters: the length budget keeps plans in priority order (0 is always
 * kept) and removes whole plans, never parts of sentences.
 */
export type PlannedSentence = { id: number; plan: SentencePlan; paragraph: ParagraphName; priority: number };

/** Everything a phrasebook may know about the letter besides the plan it writes. */
export type LetterSetting = {
  language: LetterLanguage;
  tone: 'formal' | 'warm';
  variation: number;
  name: string | null;
  company: string | null;
  role: string | null;
  contactName: string | null;
  /**
   * The recruitment agency that placed an ad for a client it does not name: no employer to apply to (`company` is null),
   * but the one the letter goes to, named as the one advertising the post ("advertised by Gentis Solutions").
   */
  agency?: string;
  /** What an English letter calls the ad: "advert" in British English, "posting" for an American ad. */
  adNoun?: 'advert' | 'posting';
  /**
   * The letter is short of its length with every plan it could tell: a phrasebook then takes the fuller of a
   * courtesy's phrasings ("Thank you for reading my application; I look forward to hearing from you.") rather than
   * the shortest: one of the longer half, or the longest when that is still short. Facts are never added for length
   * (docs/decisions/0035-relevance-before-length.md).
   */
  roomy?: 'fuller' | 'fullest';
};
