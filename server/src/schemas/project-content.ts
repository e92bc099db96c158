// Route schemas of the content a project page edits: checklist, relaunch flag, specs, raw script, storyboard brief.
import { Type } from '@sinclair/typebox';
import { IdParams, nullable, ref, responses, stringEnum } from './common';
import { Project, SpecSample, StoryboardBrief } from './project';

/** Every write here answers the message and the project as the caller sees it now. */
const ProjectChanged = Type.Object({ message: Type.String(), project: ref(Project) });

export const RAW_SCRIPT_MAX = 100_000;

export const EditChecklistSchema = {
  operationId: 'editProjectChecklist',
  tags: ['projects'],
  summary: 'Ticks or unticks a checklist step or one of its sub-items',
  description:
    "The project's PMs; the launch steps (`admin`) only admins. Ticking a step with sub-items ticks all of them; " +
    'a step is ticked when all its sub-items are. Records who and when, and recomputes `progress`. Ticking ' +
    '`facebook-launch` sets the Facebook launch date (once) and adds the `fb` platform; `youTube-launch` adds `yt`.',
  params: IdParams,
  body: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 100, description: 'the step id, e.g. `script-editing`' }),
    subId: Type.Optional(
      nullable(
        Type.String({ minLength: 1, maxLength: 200, description: 'a sub-item: `script-editing/proofread` or `proofread`' }),
      ),
    ),
    checked: Type.Boolean(),
  }),
  response: responses({ 200: ProjectChanged }),
};

export const FbRelaunchSchema = {
  operationId: 'setProjectFbRelaunch',
  tags: ['projects'],
  summary: 'Disables (or enables again) the Facebook relaunch offer for the project',
  params: IdParams,
  body: Type.Object({ disable: Type.Boolean() }),
  response: responses({ 200: ProjectChanged }),
};

export const SpecLibrarySchema = {
  operationId: 'getSpecLibrary',
  tags: ['projects'],
  summary: 'The voice and music samples a project may use (contributors)',
  description: 'Each sample plays at `/{group}/{file}.{ext}` (`/voice/warm-female.mp3`).',
  response: responses({
    200: Type.Object({ voice: Type.Array(ref(SpecSample)), music: Type.Array(ref(SpecSample)) }),
  }),
};

export const EditSpecsSchema = {
  operationId: 'editProjectSpecs',
  tags: ['projects'],
  summary: "Sets the project's level, voice or music",
  description:
    '`level`: an integer 1-3. `voice`/`music`: a sample id from `GET /api/projects/specs/library`; choosing the ' +
    'chosen sample again (or `null`) clears it. Answers "Saved YES for {label}" or "Saved NO for {label}".',
  params: IdParams,
  body: Type.Object({
    key: stringEnum(['level', 'voice', 'music'] as const),
    // Judged by the route per key: no JSON Schema type here, so nothing is coerced (`true` must not become 1).
    value: Type.Unknown({ description: '`level`: an integer 1-3; `voice`/`music`: a sample id, or null to clear' }),
    chosen: Type.Optional(
      Type.Boolean({
        description:
          '`voice`/`music`: choose the sample (true) or unchoose it (false; another chosen sample stays) — a ' +
          'repeated or late click changes nothing. Without it, choosing the chosen sample again clears it.',
      }),
    ),
  }),
  response: responses({ 200: ProjectChanged }),
};

export const SubmitRawScriptSchema = {
  operationId: 'submitProjectRawScript',
  tags: ['projects'],
  summary: 'Submits the raw script (while the project is new)',
  description: "The project's collaborators (clients included) and PMs; notifies the project's PMs.",
  params: IdParams,
  body: Type.Object({
    body: Type.String({ maxLength: RAW_SCRIPT_MAX }),
    comments: Type.Optional(Type.String({ maxLength: 20_000 })),
  }),
  response: responses({ 200: ProjectChanged }),
};

export const SubmitBriefSchema = {
  operationId: 'submitProjectStoryboardBrief',
  tags: ['projects'],
  summary: 'Submits the storyboard brief (read-only once it exists)',
  params: IdParams,
  body: ref(StoryboardBrief),
  response: responses({ 200: ProjectChanged }),
};

export const RemoveBriefSchema = {
  operationId: 'removeProjectStoryboardBrief',
  tags: ['projects'],
  summary: 'Undoes the storyboard brief, so it can be written again',
  params: IdParams,
  response: responses({ 200: ProjectChanged }),
};
