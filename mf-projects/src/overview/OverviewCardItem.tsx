import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isPm, useSession } from 'shared-api';
import { Stars, formatDate, mediaUrl } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { prefetchesProjectPage } from '../project-page';
import './strings';
import type { OverviewCard } from './api/get-overview-column';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
const Thumbnail = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Names = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

type Props = { card: OverviewCard; thumbnail: boolean };

/** A project on the board: its thumbnail (when it has one and the switch is on), title link, update date, level, collaborators. */
export function OverviewCardItem({ card, thumbnail }: Props) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  return (
    <Item>
      {thumbnail && card.thumbnail && (
        <Thumbnail src={mediaUrl(card.thumbnail, 't')} alt="" loading="lazy" width={320} height={180} />
      )}
      <Title>
        <Link to={`/app/projects/${card._id}`} {...prefetchesProjectPage}>
          {card.title}
        </Link>
      </Title>
      <Meta>
        <time dateTime={card.updated}>{t('overview.updated', { date: formatDate(card.updated) })}</time>
        {isPm(user) && <Stars value={card.level} />}
      </Meta>
      {card.collabs.length > 0 && (
        <Names role="group" aria-label={t('overview.collaborators')}>
          {card.collabs.map((collab) => collab.firstName).join(', ')}
        </Names>
      )}
    </Item>
  );
}
