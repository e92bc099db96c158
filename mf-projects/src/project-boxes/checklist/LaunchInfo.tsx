/**
 * The launch part of the checklist (spec doc 2 section 4): the planned launch day of each platform (Mark as Ready
 * records them, issue 24), the Facebook relaunch notice (launched there over 120 days ago and not disabled), the
 * launch date and "Disable relaunch" once the facebook-launch step is ticked, and the launch director while the
 * project is ready.
 */
import styled from 'styled-components';
import { RELAUNCH_AFTER_DAYS, type Project } from 'shared-api';
import { Badge, Switch, formatDate } from 'shared-ui';
import type { useProjectChange } from '../../project-shared';
import { Muted } from '../shared/Box';
import { useChecklistT } from './strings';

export const FACEBOOK_LAUNCH_STEP = 'facebook-launch';

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Notice = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Pair = styled.p`
  margin: 0;
  strong {
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

type Props = { project: Project; change: ReturnType<typeof useProjectChange> };

export function LaunchInfo({ project, change }: Props) {
  const t = useChecklistT();
  const meta = project.meta;
  if (!meta) return null;
  const fbLaunched = project.checklist?.some((step) => step.id === FACEBOOK_LAUNCH_STEP && step.checked) ?? false;
  const showDirector = project.status === 'ready';
  const planned = (['fb', 'yt'] as const).flatMap((platform) => {
    const day = meta.plannedLaunches[platform];
    return day ? [{ platform, day }] : [];
  });
  if (!meta.fbRelaunch && !fbLaunched && !showDirector && planned.length === 0) return null;
  const busy = change.pending !== null;
  const claimed = meta.claimedForLaunch;

  return (
    <Part>
      {planned.length > 0 && (
        <Pair data-testid="planned-launches">
          <strong>{t('checklistBox.plannedLaunches')}:</strong>
          {planned.map(({ platform, day }, index) => (
            <span key={platform}>
              {index > 0 && ' · '}
              {/* A calendar day: noon UTC names the same day in every time zone the studio works in. */}
              <time dateTime={day}>{t(`checklistBox.plannedOn.${platform}`, { date: formatDate(`${day}T12:00:00Z`) })}</time>
            </span>
          ))}
        </Pair>
      )}
      {meta.fbRelaunch && (
        <Notice>
          <Badge tone="info">{t('checklistBox.fbRelaunch')}</Badge>
          <span>{t('checklistBox.fbRelaunchText', { days: RELAUNCH_AFTER_DAYS })}</span>
        </Notice>
      )}
      {fbLaunched && meta.fbLaunchDate && (
        <Pair>
          <strong>{t('checklistBox.launchDate')}:</strong>
          <time dateTime={meta.fbLaunchDate}>{formatDate(meta.fbLaunchDate)}</time>
        </Pair>
      )}
      {fbLaunched && project.actions.includes('editMeta') && (
        <Switch
          label={t('checklistBox.disableRelaunch')}
          checked={meta.disableRelaunch}
          disabled={busy}
          onChange={(disable) => void change.run('checklist/fb-relaunch', { disable })}
        />
      )}
      {showDirector && (
        <>
          <Pair>
            <strong>{t('checklistBox.launchDirector')}:</strong>
            {claimed ? (
              <span>
                {claimed.user.name}{' '}
                <Muted>
                  (<time dateTime={claimed.date}>{formatDate(claimed.date)}</time>)
                </Muted>
              </span>
            ) : (
              <Muted>{t('checklistBox.nobodyClaimed')}</Muted>
            )}
          </Pair>
          {project.actions.includes('claimForLaunch') && (
            <Switch
              label={t('checklistBox.claimForLaunch')}
              checked={claimed !== null}
              disabled={busy}
              onChange={(value) => void change.run('change-meta', { name: 'claimedForLaunch', value })}
            />
          )}
        </>
      )}
    </Part>
  );
}
