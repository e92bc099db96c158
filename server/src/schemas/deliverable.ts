// Job deliverables (issue 9) on the wire: what a submission for approval and a revision request carry, and the
// job's history of rounds as the job page shows it. Shared by the job routes, the presenter and (through OpenAPI)
// the client's generated types.
import { Type, type Static } from '@sinclair/typebox';
import { JOB_EVENT_KINDS } from '../db/types';
import { DateTime, Id, nullable, ref, StoredFile, stringEnum } from './common';

/** A note on a submission or a revision request: plain text, at most this many characters. */
export const DELIVERABLE_NOTE_MAX = 5_000;
/** Files one submission carries at most. */
export const DELIVERABLE_FILES_MAX = 20;

const Note = Type.String({ maxLength: DELIVERABLE_NOTE_MAX, description: 'plain text; trimmed' });

/** `POST /api/jobs/{id}/submit`: both optional (a job may be submitted with nothing attached, as before). */
export const SubmitJobBody = Type.Object({
  note: Type.Optional(Note),
  /** Ids of files the caller uploaded (`POST /api/files/upload`), in the order to show them. */
  files: Type.Optional(Type.Array(Id, { maxItems: DELIVERABLE_FILES_MAX })),
});
export type SubmitJobInput = Static<typeof SubmitJobBody>;

/** `POST /api/jobs/{id}/reject` (Request revision): the PM's note for the claimant, optional. */
export const RequestRevisionBody = Type.Object({ note: Type.Optional(Note) });
export type RequestRevisionInput = Static<typeof RequestRevisionBody>;

export const JobEventKind = stringEnum(JOB_EVENT_KINDS, { $id: 'JobEventKind', title: 'JobEventKind' });

/** One step of a job's history: a submission (note and files), a revision request (note) or the approval. */
export const JobEvent = Type.Object(
  {
    _id: Id,
    kind: ref(JobEventKind),
    /** The submission round it belongs to (1 for the first submission). */
    round: Type.Integer({ minimum: 1 }),
    note: Type.String(),
    /** A submission's files; empty for reviews. */
    files: Type.Array(ref(StoredFile)),
    by: nullable(Type.Object({ _id: Id, name: Type.String(), picture: nullable(Type.String()) })),
    at: DateTime,
  },
  { $id: 'JobEvent', title: 'JobEvent' },
);
export type JobEventJson = Static<typeof JobEvent>;

export const DELIVERABLE_NAMED_SCHEMAS = [JobEventKind, JobEvent];
