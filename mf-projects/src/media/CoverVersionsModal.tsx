/** The cover versions side modal: every upload of a cover, newest first, "uploaded cover {time ago}" ("Nothing here"). */
import styled from 'styled-components';
import { Avatar, EmptyState, ErrorPanel, formatAgo, Loading, SideModal, translateMessage } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useCoverVersions } from './api/get-cover-versions';
import { pictureSize } from '../project-shared';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  li {
    display: grid;
    grid-template-columns: 30px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
  img {
    display: block;
    max-width: 100%;
    margin-top: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function CoverVersionsModal({
  projectId,
  coverId,
  coverNumber,
  onClose,
}: {
  projectId: string;
  coverId: string | null;
  coverNumber: number;
  onClose(): void;
}) {
  const t = useProjectsT();
  const { data, error, isLoading, mutate } = useCoverVersions(projectId, coverId);
  const versions = data?.versions;
  return (
    <SideModal open={coverId !== null} onClose={onClose} title={t('media.covers.versionsTitle', { n: coverNumber })}>
      {!versions ? (
        isLoading ? (
          <Loading />
        ) : (
          <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />
        )
      ) : versions.length === 0 ? (
        <EmptyState message={t('media.nothingHere')} />
      ) : (
        <List>
          {versions.map((version) => (
            <li key={version._id}>
              <Avatar name={version.user.name} picture={version.user.picture} />
              <div>
                <strong>{version.user.name}</strong>{' '}
                <small>{t('media.covers.uploaded', { ago: formatAgo(version.created) })}</small>
                {version.image && (
                  <img src={version.image.small} {...pictureSize(version.image)} alt={version.image.name} loading="lazy" />
                )}
              </div>
            </li>
          ))}
        </List>
      )}
    </SideModal>
  );
}
