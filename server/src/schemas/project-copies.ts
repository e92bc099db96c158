import { Type } from '@sinclair/typebox';
import { Id, ref, responses } from './common';
import { Project } from './project';
import { STORY_LESSON_HEADING } from '../domain/story-to-project';

export const PROJECT_DUPLICATED = 'Project duplicated';
export const PROJECT_CREATED = 'Project created';
export const MAY_NOT_CONVERT = 'Only project managers turn posts into projects';
export const TITLE_MAX = 200;
export const RAW_SCRIPT_MAX = 100_000;
export const RAW_COMMENTS_MAX = 20_000;

const ProjectAnswer = Type.Object({ message: Type.String(), project: ref(Project) });

export const DuplicateProjectSchema = {
  operationId: 'duplicateProject',
  tags: ['projects'],
  summary: 'Copies the project under a new title (duplicate: admins)',
  description:
    'The copy (status new) has the specs, raw script, storyboard brief, credits, counts and the checklist steps unticked; not jobs, comments, collaborators (the admin is the only one), earnings, drive, docs, transfers or publishing. Answers the copy.',
  params: Type.Object({ id: Id }),
  body: Type.Object({ title: Type.String({ maxLength: TITLE_MAX }) }),
  response: { ...responses({ 201: ProjectAnswer }) },
};

/** What the create-from-story form sends (both calls that turn a post into a project). */
const storyProjectFields = {
  title: Type.String({ maxLength: TITLE_MAX }),
  rawScriptBody: Type.Optional(Type.String({ maxLength: RAW_SCRIPT_MAX })),
  rawScriptComment: Type.Optional(Type.String({ maxLength: RAW_COMMENTS_MAX })),
};
const STORY_SPLIT = `Without \`rawScriptBody\` and \`rawScriptComment\` the post's body is split at the heading "${STORY_LESSON_HEADING}": the text before is the raw script, the heading and the rest its comments. A post turns into one project only (409 naming it).`;

export const CreateProjectFromPostSchema = {
  operationId: 'createPostProject',
  tags: ['feed'],
  summary: 'Turns the post (one the caller reads) into a project (PMs); the creator collaborates',
  description: `${STORY_SPLIT} The same as \`POST /api/projects/createFromPost\` with the post in the path.`,
  params: Type.Object({ id: Id }),
  body: Type.Object(storyProjectFields),
  response: responses({ 201: ProjectAnswer }),
};

export const CreateFromPostSchema = {
  operationId: 'createProjectFromPost',
  tags: ['projects'],
  summary: 'Turns a post the caller reads into a project (createFromPost: PMs); the creator collaborates',
  description: STORY_SPLIT,
  body: Type.Object({ postId: Id, ...storyProjectFields }),
  response: responses({ 201: ProjectAnswer }),
};
