/**
 * Where a PM who is not on the project would see its status controls, checklist and specs: why they are not there
 * (they are for the project's own PMs) and where "Join project" is (issue 28).
 */
import { useProjectsT } from '../../i18n';
import { Box, Muted } from '../../project-shared';

export function JoinFirstBox() {
  const t = useProjectsT();
  return (
    <Box title={t('page.collabs.joinFirstHeading')}>
      <Muted>{t('page.collabs.joinFirst')}</Muted>
    </Box>
  );
}
