import { Type } from '@sinclair/typebox';
import { IdParams, ref, responses } from './common';
import { Project } from './project';

export const SCRIPT_SPLIT = (n: number) => `Raw script split into ${n} scenes`;
export const SPLIT_UNDONE = 'Split undone: the scenes are removed';

const ProjectChanged = Type.Object({ message: Type.String(), project: ref(Project) });

export const SplitScriptSchema = {
  operationId: 'splitProjectRawScript',
  tags: ['projects'],
  summary: "Splits the raw script into scenes: one per paragraph, bracketed notes kept (the project's PMs)",
  description:
    'Once, into a project without scenes whose script may be edited (409 otherwise). Undo with DELETE while no scene ' +
    'was changed, added or commented on since.',
  params: IdParams,
  response: responses({ 200: ProjectChanged }),
};

export const UndoSplitScriptSchema = {
  operationId: 'undoProjectRawScriptSplit',
  tags: ['projects'],
  summary: "Undoes the split of the raw script: removes the scenes it made (the project's PMs)",
  description: '409 once a scene was changed, added or commented on since the split.',
  params: IdParams,
  response: responses({ 200: ProjectChanged }),
};
