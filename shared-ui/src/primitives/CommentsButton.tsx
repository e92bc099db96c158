/**
 * The comment count and open control of a commentable item (a project, a scene, a post): a link that adds
 * `?comments={itemId}` to the address; the shell watches the parameter and opens the comments side modal.
 * `count` is the total the server presents to the caller (`commentCounts.total`: contributors see every tab they
 * read, clients the public count). `of` names the item in the reader's words ("scene 3") where a screen lists many
 * items, so each link's accessible name says whose comments it opens.
 */
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../i18n/i18n';
import { SHARED_UI_NAMESPACE } from '../i18n/strings';
import { withParams } from '../routing/withParams';
import { Icon } from './Icon';

export const COMMENTS_PARAM = 'comments';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export type CommentsButtonProps = { itemId: string; count?: number | null; of?: string; className?: string };

export function CommentsButton({ itemId, count, of, className }: CommentsButtonProps) {
  const t = useT(SHARED_UI_NAMESPACE);
  const location = useLocation();
  const to = `${location.pathname}${withParams(new URLSearchParams(location.search), { [COMMENTS_PARAM]: itemId })}`;
  const n = count ?? 0;
  return (
    <Anchor
      to={to}
      className={className}
      aria-label={of ? t('commentsOn', { count: n, item: of }) : t('comments', { count: n })}
      data-testid={`comments-${itemId}`}
    >
      <Icon name="comment" />
      <span aria-hidden="true">{n}</span>
    </Anchor>
  );
}
