import { Type } from '@sinclair/typebox';
import { Id, ref, responses } from './common';
import { Project } from './project';

export const PUBLISHED = 'Project published';
export const UNPUBLISHED = 'Project unpublished';
export const PORTFOLIO_SAVED = 'Portfolio setting saved';

const ProjectAnswer = Type.Object({ message: Type.String(), project: ref(Project) });

export const PublishProjectSchema = {
  operationId: 'publishProject',
  tags: ['projects'],
  summary: 'Publishes or unpublishes the project (publish: its PMs)',
  description: 'A published project is readable, read-only, by anonymous visitors at its page (the public subset).',
  params: Type.Object({ id: Id }),
  body: Type.Object({ published: Type.Boolean() }),
  response: responses({ 200: ProjectAnswer }),
};

export const AllowPortfolioSchema = {
  operationId: 'allowProjectPortfolio',
  tags: ['projects'],
  summary: 'Whether the studio may show the project in its portfolio (publish: its PMs)',
  params: Type.Object({ id: Id }),
  body: Type.Object({ allow: Type.Boolean() }),
  response: responses({ 200: ProjectAnswer }),
};
