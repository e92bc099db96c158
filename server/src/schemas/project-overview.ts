import { Type } from '@sinclair/typebox';
import { paging, ref, responses, stringEnum } from './common';
import { OVERVIEW_STATUSES, OverviewCard } from './project';

export const ProjectOverviewSchema = {
  operationId: 'getProjectOverview',
  tags: ['projects'],
  summary: 'One column of the overview board (admins): projects of one status, newest update first',
  description:
    'The board has five columns (script-writing, storyboarding, production, finalizing, ready); each is paged on its ' +
    'own. `count` is the number of projects in the column.',
  querystring: Type.Object({
    status: stringEnum(OVERVIEW_STATUSES),
    ...paging(20, 100),
  }),
  response: responses({
    200: Type.Object({ projects: Type.Array(ref(OverviewCard)), count: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};
