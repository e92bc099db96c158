import styled, { keyframes } from 'styled-components';
import { PlainList } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { ProjectMeta, ProjectRow } from './ProjectItem';
import './strings';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

const Bar = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Lines = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  /* the title's line box (16 px at line height 1.5) */
  > :first-child {
    margin: 4px 0;
  }
`;

/** How many loading rows stand in for the first page (what a screen shows above the fold, and more). */
export const SKELETON_ROWS = 8;

const TITLE_WIDTHS = ['62%', '48%', '70%', '55%', '66%', '44%', '58%', '52%'];

/**
 * The list while its first page loads: rows of a real row's height (title and meta line), so the page below and
 * beside them stays where it is when the projects arrive. Announced once as "Loading projects".
 */
export function ProjectListSkeleton() {
  const t = useProjectsT();
  return (
    <div role="status" aria-label={t('list.loading')} data-testid="project-list-skeleton">
      <PlainList aria-hidden="true">
        {TITLE_WIDTHS.slice(0, SKELETON_ROWS).map((width) => (
          <ProjectRow key={width}>
            <Lines>
              <Bar $width={width} $height="16px" />
              <ProjectMeta>
                <Bar $width="72px" $height="20px" />
                <Bar $width="96px" $height="14px" />
              </ProjectMeta>
            </Lines>
          </ProjectRow>
        ))}
      </PlainList>
    </div>
  );
}
