/**
 * The project's Media section (spec doc 2 "Social media page: project video, cover images, titles"): the video box,
 * then the covers and the titles from one GET …/social-media whose `actions` decide every control. Those who may
 * open the Tools (contributors) get a link to the YouTube mock view of this project.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isContrib, useSession, type Project } from 'shared-api';
import { ErrorPanel, Loading, translateMessage } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { ReviewBox } from '../review';
import { VideoBox } from '../video';
import { useSocialMedia } from './api/get-social-media';
import { CoversBox } from './CoversBox';
import { TitlesBox } from './TitlesBox';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
/** The player at a size that shows the whole frame on a laptop screen (16:9 of the column would not). */
const VideoArea = styled.div`
  max-width: 720px;
  min-width: 0;
`;
const MockViewLink = styled.p`
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The YouTube mock view with this project's slot among the samples. */
export const mockViewUrl = (projectId: string) => `/app/tools/youtube?project=${encodeURIComponent(projectId)}`;

export function MediaSection({ project }: { project: Project }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const { data, error, isLoading, mutate } = useSocialMedia(project._id);
  return (
    <Column>
      <VideoArea>
        <VideoBox project={project} />
      </VideoArea>
      {isContrib(user) && (
        <MockViewLink>
          <Link to={mockViewUrl(project._id)}>{t('media.mockView')}</Link>
        </MockViewLink>
      )}
      {data ? (
        <>
          <CoversBox projectId={project._id} media={data} />
          <TitlesBox projectId={project._id} media={data} />
        </>
      ) : isLoading ? (
        <Loading />
      ) : (
        <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />
      )}
      {project.actions.includes('seePmLogs') && <ReviewBox project={project} />}
    </Column>
  );
}
