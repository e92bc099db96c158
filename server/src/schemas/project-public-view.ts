import { Type } from '@sinclair/typebox';
import { IdParams, ref, responses } from './common';
import { PublicView } from './public-project';

export const GetPublicViewSchema = {
  operationId: 'getProjectPublicView',
  tags: ['projects'],
  summary: "A published project's public view: scenes, storyboard, chosen covers and titles, videos (read only)",
  description:
    'Anyone, anonymous visitors included, reads it once the project is published; before that an anonymous visitor ' +
    'gets 401 and a signed-in caller 404.',
  params: IdParams,
  response: responses({ 200: Type.Object({ publicView: ref(PublicView) }) }),
};
