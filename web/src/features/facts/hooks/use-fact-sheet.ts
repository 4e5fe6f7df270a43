import { useCallback, useEffect, useRef, useState } from 'react';
import type { FactSheet, ReadFactsRequest, ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { readFacts } from '../api/read-facts.ts';
import {
  createIdMaker,
  toFactSheet,
  toResumeDraft,
  toResumeFacts,
  type JobDraft,
  type ResumeDraft,
} from '../facts-draft.ts';
import {
  alignResumeReading,
  hasCorrections,
  mergeJobReread,
  mergeResumeReread,
  type FieldNotes,
  type RereadSummary,
} from '../merge-reread.ts';

/** The facts read from one text: what the engine read (`base`) and the panel as the person corrected it. */
export type FactsSide<Draft> = {
  /** The text these facts belong to. */
  text: string;
  /** What the engine read; null while the reading of a resume restored from the profile is still on its way. */
  base: Draft | null;
  current: Draft;
};

type FactsState = {
  resume: FactsSide<ResumeDraft> | null;
  job: FactsSide<JobDraft> | null;
  resumeNotes: FieldNotes;
  jobNotes: FieldNotes;
  /** What the last re-read changed, in words; empty when it changed nothing. */
  rereadMessage: string;
  readError: string;
  /** The texts of the read that failed: they are not read again by themselves, only on "Try again" or a change. */
  failedFor: string | null;
  reading: boolean;
  /** The editor is open; folded, the panel shows a one-line summary and "Edit facts". */
  open: boolean;
  /** The resume's facts came from the profile (confirmed on an earlier visit). */
  fromProfile: boolean;
};

const initialState: FactsState = {
  resume: null,
  job: null,
  resumeNotes: {},
  jobNotes: {},
  rereadMessage: '',
  readError: '',
  failedFor: null,
  reading: false,
  open: true,
  fromProfile: false,
};

/** How long typing must pause before the texts are read: a read per keystroke would be wasted. */
const readDelayMilliseconds = 700;
/** How long Generate waits for facts still being read before it sends the texts alone. */
const generateWaitMilliseconds = 5_000;

export type FactSheetEditor = {
  /** The resume's facts, when read for the resume as it is now or shown while it is read again. */
  resume: FactsSide<ResumeDraft> | null;
  job: FactsSide<JobDraft> | null;
  resumeNotes: FieldNotes;
  jobNotes: FieldNotes;
  rereadMessage: string;
  readError: string;
  /** A reading is on its way or about to start (typing paused). */
  reading: boolean;
  open: boolean;
  fromProfile: boolean;
  /** The person changed something the engine read. */
  corrected: boolean;
  /** Both texts have facts for them as they are now: Generate sends these. */
  ready: boolean;
  /** Reads both texts again now ("Read again"); corrections are kept. */
  readAgain: () => void;
  editResume: (update: (draft: ResumeDraft) => ResumeDraft, path?: string) => void;
  editJob: (update: (draft: JobDraft) => JobDraft, path?: string) => void;
  dismissNote: (side: 'resume' | 'job', path: string) => void;
  /** Back to what was read, corrections dropped. */
  discardCorrections: () => void;
  setOpen: (open: boolean) => void;
  /** The confirmed facts of the resume, for the profile. */
  confirmedResumeFacts: () => ResumeFacts | null;
  /** The facts to send with a letter for these texts, read first if need be; undefined when there are none. */
  factsForGenerating: (resume: string, jobDescription: string) => Promise<FactSheet | undefined>;
  /** Puts the confirmed facts of a resume from the profile in place (the resume field holds `text`). */
  restoreResume: (text: string, facts: ResumeFacts) => void;
  /** Forgets the resume's facts (the saved resume was cleared). */
  forgetResume: () => void;
  /** An id for an item the person adds. */
  createItemId: () => string;
};

function describeReread(summary: RereadSummary): string {
  const changes = [
    summary.updated > 0 && `${summary.updated} ${summary.updated === 1 ? 'fact follows' : 'facts follow'} the new text`,
    summary.added > 0 && `${summary.added} new`,
    summary.removed > 0 && `${summary.removed} no longer there`,
    summary.kept > 0 && `${summary.kept} kept because you corrected ${summary.kept === 1 ? 'it' : 'them'}`,
  ].filter((change): change is string => typeof change === 'string');
  const conflicts =
    summary.conflicts === 0
      ? ''
      : ` ${summary.conflicts === 1 ? 'One correction differs' : `${summary.conflicts} corrections differ`} from the new text: check the marked ${summary.conflicts === 1 ? 'field' : 'fields'}.`;
  if (changes.length === 0 && conflicts === '') return '';
  return `Read again after your text changed${changes.length > 0 ? `: ${changes.join(', ')}` : ''}.${conflicts}`;
}

function describeUnchangedReread(state: FactsState): string {
  const corrected =
    (state.resume !== null && hasCorrections(state.resume.base, state.resume.current)) ||
    (state.job !== null && hasCorrections(state.job.base, state.job.current));
  return corrected
    ? 'Read again: your texts say what they said before, and your corrections are kept.'
    : 'Read again: your texts say what they said before.';
}

function textsKey(resume: string, jobDescription: string): string {
  return JSON.stringify([resume, jobDescription]);
}

function addSummaries(left: RereadSummary, right: RereadSummary): RereadSummary {
  return {
    updated: left.updated + right.updated,
    conflicts: left.conflicts + right.conflicts,
    added: left.added + right.added,
    removed: left.removed + right.removed,
    kept: left.kept + right.kept,
  };
}

const noChanges: RereadSummary = { updated: 0, conflicts: 0, added: 0, removed: 0, kept: 0 };

function withoutNote(notes: FieldNotes, path: string | undefined): FieldNotes {
  if (path === undefined || !(path in notes)) return notes;
  const { [path]: _removed, ...rest } = notes;
  return rest;
}

/**
 * The facts panel's state (docs/decisions/0021-facts-panel.md): reads the resume and the job ad once typing pauses
 * (or at once, on "Read again" and on Generate), keeps the person's corrections through every re-read, and hands the
 * confirmed fact sheet to Generate and to the profile.
 */
export function useFactSheet(texts: { resume: string; jobDescription: string }): FactSheetEditor {
  const [state, setState] = useState<FactsState>(initialState);
  // The state as of the last update, for reads that finish after a render and for Generate, which must not wait for one.
  const stateRef = useRef<FactsState>(initialState);
  const makeIdRef = useRef(createIdMaker('fact'));
  const readSequenceRef = useRef(0);
  const inFlightRef = useRef<{ key: string; promise: Promise<void> } | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const update = useCallback((change: (previous: FactsState) => FactsState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Reads what is stale for these texts (or everything, when `force`) and merges it into the panel. */
  const read = useCallback(
    (resume: string, jobDescription: string, force: boolean): Promise<void> => {
      const current = stateRef.current;
      const request: ReadFactsRequest = {};
      if (resume.trim() !== '' && (force || current.resume?.text !== resume || current.resume.base === null)) {
        request.resume = resume;
      }
      if (jobDescription.trim() !== '' && (force || current.job?.text !== jobDescription)) {
        request.jobDescription = jobDescription;
      }
      if (request.resume === undefined && request.jobDescription === undefined) return Promise.resolve();
      const key = JSON.stringify(request);
      if (inFlightRef.current?.key === key) return inFlightRef.current.promise;

      abortRef.current?.abort();
      const abortController = new AbortController();
      abortRef.current = abortController;
      readSequenceRef.current += 1;
      const sequence = readSequenceRef.current;
      update((previous) => ({ ...previous, reading: true }));
      const promise = readFacts(request, abortController.signal).then((result) => {
        // A newer read is on its way: it alone may change the panel.
        if (sequence !== readSequenceRef.current) return;
        inFlightRef.current = null;
        abortRef.current = null;
        if (!result.ok) {
          if (result.error.kind === 'aborted') return;
          update((previous) => ({
            ...previous,
            reading: false,
            readError: result.error.message,
            failedFor: textsKey(resume, jobDescription),
          }));
          return;
        }
        const makeId = makeIdRef.current;
        update((previous) => {
          let next: FactsState = { ...previous, reading: false, readError: '', failedFor: null, rereadMessage: '' };
          let summary = noChanges;
          const resumeFacts = result.value.resume;
          if (request.resume !== undefined && resumeFacts) {
            const side = previous.resume;
            if (!side) {
              const draft = toResumeDraft(resumeFacts, makeId);
              next = { ...next, resume: { text: request.resume, base: draft, current: structuredClone(draft) } };
              next.resumeNotes = {};
            } else if (side.base === null && side.text === request.resume) {
              // The profile's confirmed facts for this very text: the reading becomes their base, nothing else.
              next.resume = { ...side, base: alignResumeReading(side.current, resumeFacts, makeId) };
            } else {
              const merged = mergeResumeReread({
                base: side.base ?? side.current,
                current: side.current,
                reread: resumeFacts,
                makeId,
              });
              next.resume = { text: request.resume, base: merged.base, current: merged.current };
              next.resumeNotes = merged.notes;
              summary = addSummaries(summary, merged.summary);
            }
          }
          const jobFacts = result.value.job;
          if (request.jobDescription !== undefined && jobFacts) {
            const side = previous.job;
            if (!side) {
              next.job = { text: request.jobDescription, base: jobFacts, current: structuredClone(jobFacts) };
              next.jobNotes = {};
            } else {
              const merged = mergeJobReread({
                base: side.base ?? side.current,
                current: side.current,
                reread: jobFacts,
              });
              next.job = { text: request.jobDescription, base: merged.base, current: merged.current };
              next.jobNotes = merged.notes;
              summary = addSummaries(summary, merged.summary);
            }
          }
          next.rereadMessage = describeReread(summary) || (force ? describeUnchangedReread(next) : '');
          return next;
        });
      });
      inFlightRef.current = { key, promise };
      return promise;
    },
    [update],
  );

  const { resume, jobDescription } = texts;
  const resumeStale =
    resume.trim() !== '' && (state.resume?.text !== resume || (state.resume !== null && state.resume.base === null));
  const jobStale = jobDescription.trim() !== '' && state.job?.text !== jobDescription;
  const bothFilled = resume.trim() !== '' && jobDescription.trim() !== '';
  // Profile facts wait for their base at once; everything else waits for both texts and a pause in typing.
  const restoredWaiting = state.resume !== null && state.resume.base === null && state.resume.text === resume;
  const readDue =
    ((bothFilled && (resumeStale || jobStale)) || restoredWaiting) &&
    state.failedFor !== textsKey(resume, jobDescription);

  useEffect(() => {
    if (!readDue) return;
    const timer = window.setTimeout(
      () => void read(resume, jobDescription, false),
      restoredWaiting && !jobStale ? 0 : readDelayMilliseconds,
    );
    return () => window.clearTimeout(timer);
  }, [jobDescription, jobStale, read, readDue, restoredWaiting, resume]);

  const readAgain = useCallback(() => {
    update((previous) => ({ ...previous, readError: '', failedFor: null }));
    void read(resume, jobDescription, true);
  }, [jobDescription, read, resume, update]);

  const editResume = useCallback(
    (change: (draft: ResumeDraft) => ResumeDraft, path?: string) =>
      update((previous) =>
        previous.resume
          ? {
              ...previous,
              resume: { ...previous.resume, current: change(previous.resume.current) },
              resumeNotes: withoutNote(previous.resumeNotes, path),
            }
          : previous,
      ),
    [update],
  );

  const editJob = useCallback(
    (change: (draft: JobDraft) => JobDraft, path?: string) =>
      update((previous) =>
        previous.job
          ? {
              ...previous,
              job: { ...previous.job, current: change(previous.job.current) },
              jobNotes: withoutNote(previous.jobNotes, path),
            }
          : previous,
      ),
    [update],
  );

  const dismissNote = useCallback(
    (side: 'resume' | 'job', path: string) =>
      update((previous) =>
        side === 'resume'
          ? { ...previous, resumeNotes: withoutNote(previous.resumeNotes, path) }
          : { ...previous, jobNotes: withoutNote(previous.jobNotes, path) },
      ),
    [update],
  );

  const discardCorrections = useCallback(
    () =>
      update((previous) => ({
        ...previous,
        resume:
          previous.resume?.base != null
            ? { ...previous.resume, current: structuredClone(previous.resume.base) }
            : previous.resume,
        job:
          previous.job?.base != null ? { ...previous.job, current: structuredClone(previous.job.base) } : previous.job,
        resumeNotes: {},
        jobNotes: {},
        rereadMessage: '',
        fromProfile: false,
      })),
    [update],
  );

  const setOpen = useCallback((open: boolean) => update((previous) => ({ ...previous, open })), [update]);

  const confirmedResumeFacts = useCallback(() => {
    const side = stateRef.current.resume;
    return side ? toResumeFacts(side.current) : null;
  }, []);

  const factsForGenerating = useCallback(
    async (resumeText: string, jobText: string): Promise<FactSheet | undefined> => {
      const reading = read(resumeText, jobText, false);
      let timer: number | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = window.setTimeout(resolve, generateWaitMilliseconds);
      });
      await Promise.race([reading, timeout]);
      window.clearTimeout(timer);
      const { resume: resumeSide, job: jobSide } = stateRef.current;
      if (resumeSide?.text !== resumeText || jobSide?.text !== jobText) return undefined;
      return toFactSheet(resumeSide.current, jobSide.current);
    },
    [read],
  );

  const restoreResume = useCallback(
    (text: string, facts: ResumeFacts) =>
      update((previous) => ({
        ...previous,
        resume: { text, base: null, current: toResumeDraft(facts, makeIdRef.current) },
        resumeNotes: {},
        open: false,
        fromProfile: true,
      })),
    [update],
  );

  const forgetResume = useCallback(
    () => update((previous) => ({ ...previous, resume: null, resumeNotes: {}, fromProfile: false })),
    [update],
  );

  const shownResume = resume.trim() === '' ? null : state.resume;
  const shownJob = jobDescription.trim() === '' ? null : state.job;
  const corrected =
    (shownResume !== null && (shownResume.base === null || hasCorrections(shownResume.base, shownResume.current))) ||
    (shownJob !== null && hasCorrections(shownJob.base, shownJob.current));

  return {
    resume: shownResume,
    job: shownJob,
    resumeNotes: state.resumeNotes,
    jobNotes: state.jobNotes,
    rereadMessage: state.rereadMessage,
    readError: state.readError,
    reading: state.reading || readDue,
    open: state.open,
    fromProfile: state.fromProfile,
    corrected,
    ready: !resumeStale && !jobStale && shownResume !== null && shownJob !== null,
    readAgain,
    editResume,
    editJob,
    dismissNote,
    discardCorrections,
    setOpen,
    confirmedResumeFacts,
    factsForGenerating,
    restoreResume,
    forgetResume,
    createItemId: useCallback(() => makeIdRef.current(), []),
  };
}
