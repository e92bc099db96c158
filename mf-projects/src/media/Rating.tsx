/**
 * A cover's or title's rating (spec doc 2 section 9): 1 to 5 stars, 0 is none; the score is the server's mean and
 * "{n} people rated" says how many. Who may rate (canEdit) presses a star; pressing their own rating again takes
 * it away (0). Others see the score only.
 */
import styled from 'styled-components';
import { Icon } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { RATING_MAX } from './api/types';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Star = styled.button`
  border: 0;
  background: none;
  padding: 4px;
  min-width: 32px;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.star};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    cursor: progress;
  }
`;
const Shown = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.star};
`;

export type RatingProps = {
  score: number;
  ratingCount: number;
  myRating: number;
  /** Names the group ("Rating of cover 2"). */
  label: string;
  editable: boolean;
  busy?: boolean;
  onRate(rating: number): void;
};

export function Rating({ score, ratingCount, myRating, label, editable, busy, onRate }: RatingProps) {
  const t = useProjectsT();
  const people = t('media.rating.people', { count: ratingCount });
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
  return (
    <Row role="group" aria-label={label} title={people}>
      {editable ? (
        stars.map((value) => (
          <Star
            key={value}
            type="button"
            aria-label={t('media.rating.rate', { value })}
            aria-pressed={value === myRating}
            disabled={busy}
            onClick={() => onRate(value === myRating ? 0 : value)}
          >
            <Icon name={value <= myRating ? 'star' : 'star-outline'} />
          </Star>
        ))
      ) : (
        <Shown role="img" aria-label={t('media.rating.score', { score })}>
          {stars.map((value) => (
            <Icon key={value} name={value <= Math.round(score) ? 'star' : 'star-outline'} />
          ))}
        </Shown>
      )}
      <small>
        {score > 0 && <span>{t('media.rating.score', { score })} · </span>}
        {people}
      </small>
    </Row>
  );
}
