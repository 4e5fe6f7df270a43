import { z } from 'zod';

// The fact sheet (docs/decisions/0015-letters-from-confirmed-facts.md): what the letter engine read from a resume and
// a job ad, shown to the user to confirm or correct, kept in the user's profile and sent with a generate request.
// Every generator writes from these facts. The limits keep a request small and a letter's inputs sane; they are far
// above what a real resume needs.

const shortText = z.string().trim().max(200);
const lineText = z.string().trim().max(600);

/**
 * How far a credential has got: a planned or in-progress one is never presented as held. "pending": its exams are
 * passed and only its award is awaited ("CISSP — exam passed; endorsement pending", an overseas nurse's NMC
 * registration after both tests), more than under way and still not held (docs/decisions/0063-credentials-pending-award.md).
 */
export const CredentialStatusSchema = z.enum(['held', 'pending', 'in_progress', 'planned', 'expired']);
export type CredentialStatus = z.infer<typeof CredentialStatusSchema>;

/** A period as the resume writes it; `current` when it runs to the present. */
export const PeriodSchema = z.object({
  start: shortText.nullable(),
  end: shortText.nullable(),
  current: z.boolean(),
});
export type Period = z.infer<typeof PeriodSchema>;

/** One thing the person did in a role, as the resume states it, with the numbers it contains. */
export const AchievementSchema = z.object({
  text: lineText,
  numbers: z.array(z.string().max(40)).max(20),
});
export type Achievement = z.infer<typeof AchievementSchema>;

export const ResumeRoleSchema = z.object({
  /** null when the resume does not name the employer (anonymised "Company Name", a blank). */
  employer: shortText.nullable(),
  title: shortText,
  period: PeriodSchema.nullable(),
  location: shortText.nullable(),
  achievements: z.array(AchievementSchema).max(40),
});
export type ResumeRole = z.infer<typeof ResumeRoleSchema>;

/** A project the resume lists outside its roles (personal, academic, freelance), with what was done in it. */
export const ProjectSchema = z.object({
  name: shortText,
  achievements: z.array(AchievementSchema).max(20),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * A degree's status as the resume shows it. "attended": studied there, its completion not shown ("Studium
 * Bauingenieurwesen, 2010 – 2012" before an apprenticeship; a Master's listed with its "expected grade" on a resume
 * written before it ended): a letter says the person studied, never that they hold the degree or study it now.
 */
export const EducationStatusSchema = z.enum(['completed', 'in_progress', 'planned', 'attended']);
export type EducationStatus = z.infer<typeof EducationStatusSchema>;

export const EducationSchema = z.object({
  degree: shortText,
  field: shortText.nullable(),
  institution: shortText.nullable(),
  year: shortText.nullable(),
  status: EducationStatusSchema,
  /**
   * What the person did while studying, as the resume lists it under the degree ("Wrote and proofread articles and
   * press releases", "Best film award 2015"): evidence for graduates. Absent in facts saved before it existed.
   */
  highlights: z.array(shortText).max(10).default([]),
});
export type Education = z.infer<typeof EducationSchema>;

export const CredentialSchema = z.object({
  name: shortText,
  status: CredentialStatusSchema,
  /** When it was gained, expires or is planned for, as written. */
  date: shortText.nullable(),
});
export type Credential = z.infer<typeof CredentialSchema>;

export const SkillSchema = z.object({
  name: shortText,
  /** How the resume qualifies it ("basic", "coursework", "fluent", "Grundlagen"), or null. Never dropped in a letter. */
  qualifier: shortText.nullable(),
});
export type Skill = z.infer<typeof SkillSchema>;

export const SpokenLanguageSchema = z.object({ name: shortText, level: shortText.nullable() });
export type SpokenLanguage = z.infer<typeof SpokenLanguageSchema>;

export const ContactsSchema = z.object({
  email: shortText.nullable(),
  phone: shortText.nullable(),
  location: shortText.nullable(),
  links: z.array(shortText).max(10),
});
export type Contacts = z.infer<typeof ContactsSchema>;

/** What a resume says about its person. */
export const ResumeFactsSchema = z.object({
  name: shortText.nullable(),
  contacts: ContactsSchema,
  /** The resume's own one-line description of the person ("Registered Nurse", "MERN Stack Developer"). */
  headline: shortText.nullable(),
  /** Years of experience only as the resume states them ("over 8 years"), never computed from dates. */
  statedExperience: shortText.nullable(),
  /**
   * When the person can start, as the resume states it ("Notice period: 3 months", "Available immediately"), for an ad
   * that asks; null when the resume does not say. Fact sheets kept before this field read as null.
   */
  availability: shortText.nullable().default(null),
  roles: z.array(ResumeRoleSchema).max(30),
  projects: z.array(ProjectSchema).max(15),
  /** Results the resume lists under highlights, accomplishments or awards, tied to no role. */
  accomplishments: z.array(AchievementSchema).max(30),
  education: z.array(EducationSchema).max(15),
  credentials: z.array(CredentialSchema).max(40),
  skills: z.array(SkillSchema).max(120),
  languages: z.array(SpokenLanguageSchema).max(15),
  /** The resume's language (ISO 639-1, "und" when unknown). */
  language: z.string().max(8),
});
export type ResumeFacts = z.infer<typeof ResumeFactsSchema>;

/** What a job ad asks for. */
export const JobBriefSchema = z.object({
  /** The organisation the letter is addressed to, or null when the ad names none. */
  company: shortText.nullable(),
  role: shortText.nullable(),
  /**
   * The posts an ad for several lists ("Account Manager", "Graphic Designer"), `role` among them; empty for an ad for one.
   * A letter written from the texts alone applies for the one the resume fits.
   */
  posts: z.array(shortText).max(10).default([]),
  location: shortText.nullable(),
  /** A person the ad names for questions or applications, to address the letter to. */
  contactName: shortText.nullable(),
  /** What the ad says the organisation is ("a national mental healthcare provider"), for the letter's opening. */
  about: shortText.nullable().default(null),
  /** The ad's reference for the post, which applicants are asked to quote ("quoting ref GL-214"). */
  reference: shortText.nullable().default(null),
  /** The ad's language (ISO 639-1, "und" when unknown). */
  language: z.string().max(8),
  mustHaves: z.array(lineText).max(40),
  niceToHaves: z.array(lineText).max(40),
  /** What the ad explicitly asks applicants to tell ("tell us about a system you built"). */
  asks: z.array(lineText).max(10),
  /** Numbers that belong to the ad (salary, hours, years required, dates): never the applicant's. */
  numbers: z.array(z.string().max(40)).max(100),
});
export type JobBrief = z.infer<typeof JobBriefSchema>;

/** The facts a letter is written from, as the user confirmed them. */
export const FactSheetSchema = z.object({ resume: ResumeFactsSchema, job: JobBriefSchema });
export type FactSheet = z.infer<typeof FactSheetSchema>;

/**
 * A fact sheet with nothing read, the given fields filled in: what a user starts from who types the facts by hand,
 * and what tests build their cases on.
 */
export function factSheetOf(resume: Partial<ResumeFacts> = {}, job: Partial<JobBrief> = {}): FactSheet {
  return {
    resume: {
      name: null,
      contacts: { email: null, phone: null, location: null, links: [] },
      headline: null,
      statedExperience: null,
      availability: null,
      roles: [],
      projects: [],
      accomplishments: [],
      education: [],
      credentials: [],
      skills: [],
      languages: [],
      language: 'en',
      ...resume,
    },
    job: {
      company: null,
      role: null,
      posts: [],
      location: null,
      contactName: null,
      about: null,
      reference: null,
      language: 'en',
      mustHaves: [],
      niceToHaves: [],
      asks: [],
      numbers: [],
      ...job,
    },
  };
}

/** `POST /read-facts`: what the engine reads from a resume, an ad, or both, for the user to confirm. */
export const ReadFactsRequestSchema = z.object({
  resume: z.string().optional(),
  jobDescription: z.string().optional(),
});
export type ReadFactsRequest = z.infer<typeof ReadFactsRequestSchema>;

export const ReadFactsResponseSchema = z.object({
  resume: ResumeFactsSchema.optional(),
  job: JobBriefSchema.optional(),
});
export type ReadFactsResponse = z.infer<typeof ReadFactsResponseSchema>;

/** A row of the `profiles` table: the resume last used and the facts confirmed from it. */
export const ProfileSchema = z.object({
  user_id: z.string(),
  resume: z.string(),
  resume_facts: ResumeFactsSchema.nullable().catch(null),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Languages with a phrasebook in the built-in composer; other ads get a letter in English, and are told so. */
export const LetterLanguageSchema = z.enum(['en', 'de', 'es', 'fr']);
export type LetterLanguage = z.infer<typeof LetterLanguageSchema>;
