/** The credits, read-only, when the project has any (editing them comes with the scenes). */
import type { Project } from 'shared-api';
import { useProjectsT } from '../../i18n';
import { Box, Prose } from '../ui/Box';

export function CreditsBox({ project }: { project: Project }) {
  const t = useProjectsT();
  if (!project.credits?.trim()) return null;
  return (
    <Box title={t('page.credits.heading')}>
      <Prose>{project.credits}</Prose>
    </Box>
  );
}
