/**
 * The project's Social media section (spec doc 2 "Social media page"): the covers and the titles, from one
 * GET …/social-media whose `actions` decide every control. (The video box joins this section with its own issue.)
 */
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { ErrorPanel, Loading, translateMessage } from 'shared-ui';
import { useSocialMedia } from './api/get-social-media';
import { CoversBox } from './CoversBox';
import { TitlesBox } from './TitlesBox';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export function MediaSection({ project }: { project: Project }) {
  const { data, error, isLoading, mutate } = useSocialMedia(project._id);
  if (!data) {
    return isLoading ? (
      <Loading />
    ) : (
      <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />
    );
  }
  return (
    <Column>
      <CoversBox projectId={project._id} media={data} />
      <TitlesBox projectId={project._id} media={data} />
    </Column>
  );
}
