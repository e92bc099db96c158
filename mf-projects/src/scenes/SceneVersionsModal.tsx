/**
 * The scene versions side modal: every saved change of a scene's text, image or sketch, newest first, a page at a time
 * with Load More ("Nothing here" when none).
 */
import styled from 'styled-components';
import { Avatar, formatAgo, PagedList, SideModal, translateMessage } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useSceneVersions } from './api/get-scene-versions';
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
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  img {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function SceneVersionsModal({
  sceneId,
  sceneNumber,
  onClose,
}: {
  sceneId: string | null;
  sceneNumber: number;
  onClose(): void;
}) {
  const t = useProjectsT();
  const load = useSceneVersions(sceneId);
  return (
    <SideModal open={sceneId !== null} onClose={onClose} title={t('scenes.versionsTitle', { n: sceneNumber })}>
      <PagedList
        load={{ ...load, error: load.error && { message: translateMessage(load.error.message) } }}
        empty={t('scenes.nothingHere')}
        loadMoreLabel={t('scenes.loadMore')}
      >
        <List>
          {load.items.map((version) => (
            <li key={version._id}>
              <Avatar name={version.user.name} picture={version.user.picture} />
              <div>
                <small>{t('scenes.versionBy', { name: version.user.name, ago: formatAgo(version.created) })}</small>
                {version.title && <strong>{translateMessage(version.title)}</strong>}
                {version.text && <p>{version.text}</p>}
                {version.image && (
                  <img
                    src={version.image.small}
                    {...pictureSize(version.image)}
                    alt={translateMessage(version.title)}
                    loading="lazy"
                  />
                )}
              </div>
            </li>
          ))}
        </List>
      </PagedList>
    </SideModal>
  );
}
