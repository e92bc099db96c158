// Route schemas of the project workflow: rename, statuses, flags, My List, meta and the PM logs.
import { Type } from '@sinclair/typebox';
import { PROJECT_STATUSES } from '../db/types';
import { WORKING_STATUSES } from '../domain/project-states';
import { DateTime, dict, Id, IdParams, nullable, paging, ref, responses, stringEnum } from './common';
import { Project, SCRIPT_STATUSES, STORYBOARD_STATUSES } from './project';

/** The statuses Update Status picks from (on hold and trash have their own actions); the client's picker lists them. */
export const WorkingProjectStatus = stringEnum(WORKING_STATUSES, { $id: 'WorkingProjectStatus', title: 'WorkingProjectStatus' });

const ProjectChange = Type.Object({ message: Type.String(), project: ref(Project) });

/** A workflow call: the project in the path, `{ message, project }` back (the body, if any, added). */
function projectCall(operationId: string, summary: string, description: string) {
  return {
    operationId,
    tags: ['projects'],
    summary,
    description,
    params: IdParams,
    response: responses({ 200: ProjectChange }),
  };
}

export const RenameProjectSchema = {
  ...projectCall(
    'renameProject',
    'Renames the project (its PMs); an unchanged title writes nothing',
    '"Project renamed". A blank title (after trimming) is refused with 400.',
  ),
  body: Type.Object({ title: Type.String({ maxLength: 200 }) }),
};

export const UpdateProjectStatusSchema = {
  ...projectCall(
    'updateProjectStatus',
    "Update Status: the project's PMs set status, scriptStatus and storyboardStatus together",
    '"Project status updated". 409 while on hold or in the trash, and when `from` (the status the page showed) is ' +
      'not the status any more. Notifies the collaborators (`status`) when something changed.',
  ),
  body: Type.Object({
    status: ref(WorkingProjectStatus),
    scriptStatus: Type.Optional(stringEnum(SCRIPT_STATUSES)),
    storyboardStatus: Type.Optional(stringEnum(STORYBOARD_STATUSES)),
    from: Type.Optional(stringEnum(PROJECT_STATUSES, { description: 'the status the caller saw' })),
  }),
};

export const SubmitScriptSchema = projectCall(
  'submitProjectScript',
  'Submits the script for approval',
  '"Submitted for approval". Only in script writing with the script new; notifies the collaborators (`submitScript`).',
);
export const SubmitStoryboardSchema = projectCall(
  'submitProjectStoryboard',
  'Submits the storyboard for approval',
  '"Submitted for approval". Only while storyboarding with the storyboard new; notifies the collaborators (`submitStoryboard`).',
);
export const ConfirmScriptSchema = projectCall(
  'confirmProjectScript',
  'Approves the script (admins)',
  '"Script approved". Only while the script is pending; notifies the collaborators (`approveScript`).',
);
export const ConfirmStoryboardSchema = projectCall(
  'confirmProjectStoryboard',
  'Approves the storyboard (admins)',
  '"Storyboard approved". Only while the storyboard is pending; notifies the collaborators (`approveStoryboard`).',
);
/** A planned launch date: a calendar date (YYYY-MM-DD). */
const LaunchDate = Type.String({ format: 'date', description: 'YYYY-MM-DD, not in the past' });
export const MarkReadySchema = {
  ...projectCall(
    'markProjectReady',
    'Marks the project ready for launch (its PMs), with the planned launch date of each platform it launches on',
    '"Project is ready for launch". Only from finalizing. `launchDates` holds a date for each platform whose launch ' +
      "step the project's checklist holds (fb, yt); a missing or past date is refused with 400 naming the field. " +
      'Ticking the Facebook launch later sets `fbLaunchDate` from the Facebook date.',
  ),
  body: Type.Object(
    {
      launchDates: Type.Object({ fb: Type.Optional(LaunchDate), yt: Type.Optional(LaunchDate) }, { additionalProperties: false }),
    },
    { additionalProperties: false },
  ),
};
export const HoldProjectSchema = projectCall(
  'holdProject',
  'Puts the project on hold (admins)',
  '"Project put on hold"; the status is kept in `oldStatus`.',
);
export const ActivateProjectSchema = projectCall(
  'activateProject',
  'Makes a project on hold active again (admins)',
  '"Project is active again"; back to `oldStatus` (new when none).',
);
export const TrashProjectSchema = projectCall(
  'trashProject',
  'Moves the project to the trash (anyone who reads it)',
  '"Project moved to the trash"; the status is kept in `oldStatus` (a project on hold keeps the status it had before the hold).',
);
export const RestoreProjectSchema = projectCall(
  'restoreProject',
  'Restores the project from the trash (anyone who reads it)',
  '"Project restored"; back to `oldStatus` (new when none).',
);

export const PROJECT_FLAGS = ['starred', 'perfBased'] as const;
export const ToggleProjectFlagSchema = {
  ...projectCall(
    'toggleProjectFlag',
    'Turns a header flag on or off (admins)',
    '"Project updated". With `value` the flag is set to it (a repeated or late click changes nothing); without, it flips.',
  ),
  body: Type.Object({ flag: stringEnum(PROJECT_FLAGS), value: Type.Optional(Type.Boolean()) }),
};

export const ToggleListedBySchema = {
  operationId: 'toggleProjectListedBy',
  tags: ['projects'],
  summary: "Adds the project to the caller's My List, or takes it off (PMs)",
  description:
    '"Project added to My List" / "Project removed from My List"; `added` says which. With `{ "value": true|false }` ' +
    'the project is put on or taken off (a repeated or late click changes nothing); without a body, it flips.',
  params: IdParams,
  body: Type.Object({ value: Type.Optional(Type.Boolean()) }),
  response: responses({ 200: Type.Object({ message: Type.String(), added: Type.Boolean(), project: ref(Project) }) }),
};

export const PROJECT_META_NAMES = [
  'disableRelaunch',
  'emailSent',
  'storyboardNumbers',
  'storyboardVisible',
  'claimedForLaunch',
  'orderScript',
  'demonProof',
] as const;
export const ChangeProjectMetaSchema = {
  ...projectCall(
    'changeProjectMeta',
    'Sets one meta flag of the project',
    "disableRelaunch, emailSent, storyboardNumbers, storyboardVisible: the project's PMs; claimedForLaunch, orderScript: " +
      'admins; demonProof: admins (true marks the sensitive-words warning as good). "Saved YES/NO for {label}".',
  ),
  body: Type.Object({ name: stringEnum(PROJECT_META_NAMES), value: Type.Boolean() }),
};

/** One PM log entry: `action` names the event, `details` its facts (see docs/api.md "PM logs"). */
export const ProjectLog = Type.Object({
  _id: Id,
  action: Type.String(),
  details: dict(Type.Unknown()),
  user: nullable(Type.Object({ _id: Id, name: Type.String() })),
  created: DateTime,
});

export const ListProjectLogsSchema = {
  operationId: 'listProjectLogs',
  tags: ['projects'],
  summary: "The project's PM logs, newest first (its PMs)",
  params: IdParams,
  querystring: Type.Object(paging(20, 100)),
  response: responses({ 200: Type.Object({ logs: Type.Array(ProjectLog), hasMore: Type.Boolean() }) }),
};
