/**
 * The side column's specs (spec doc 2 "Side column by role"): level stars, the chosen voice and music with play
 * controls. Contributors' projects carry `specs`; others get nothing. Those who may change the specs get a link
 * to the Specs section.
 */
import { Link } from 'react-router-dom';
import type { Project } from 'shared-api';
import { Box } from '../shared/Box';
import { useSpecsT } from './strings';
import { SpecsSummary } from './SpecsSummary';

export function SpecsBox({ project }: { project: Project }) {
  const t = useSpecsT();
  if (!project.specs) return null;
  const editable = project.actions.includes('editSpecs');
  return (
    <Box
      boxId="specs"
      title={t('specsBox.heading')}
      actions={editable ? <Link to={`/app/projects/${project._id}/specs`}>{t('specsBox.change')}</Link> : undefined}
    >
      <SpecsSummary specs={project.specs} />
    </Box>
  );
}
