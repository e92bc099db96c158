/**
 * The project's checklist (spec doc 2 sections 2, 3, 4, 9): progress, the steps with help, who ticked them and
 * when, sub-items, the admins' launch steps, jumps to the page's boxes, the Facebook relaunch and the launch
 * director. Rendered for callers whose project carries a checklist (contributors); ticking follows `actions`. A
 * tick shows at once and the ticks go to the server one at a time (a refusal unticks with the server's message).
 */
import styled from 'styled-components';
import { useOptimisticToggles, type ChecklistItem, type Project } from 'shared-api';
import { Badge, Button, Checkbox, formatDate, formatRelative } from 'shared-ui';
import { useProjectChange } from '../../project-shared';
import { BareList, Box, Muted } from '../shared/Box';
import { CHECKLIST_JUMPS, useJumpToBox } from './jump';
import { LaunchInfo } from './LaunchInfo';
import { useChecklistT } from './strings';

/** A missing or zero progress is drawn as 8% (spec doc 2 section 3), so the bar is never invisible. */
export const MIN_DRAWN_PROGRESS = 8;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Track = styled.div`
  flex: 1;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;
const Fill = styled.div<{ $complete: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $complete }) => ($complete ? theme.colors.success : theme.colors.primary)};
`;
const Percent = styled.span`
  min-width: 3.5em;
  text-align: right;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Step = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const StepLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;
const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding-left: 24px;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const SubItems = styled(BareList)`
  padding-left: 24px;
  li {
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

type Entry = Pick<ChecklistItem, 'checked' | 'user' | 'toggled'>;

function Ticked({ entry }: { entry: Entry }) {
  const t = useChecklistT();
  if (!entry.checked || !entry.user || !entry.toggled) return null;
  return (
    <Muted>
      {t('checklistBox.tickedBy', { name: entry.user.name })}
      {', '}
      <time dateTime={entry.toggled} title={formatDate(entry.toggled)}>
        {formatRelative(entry.toggled)}
      </time>
    </Muted>
  );
}

export type ChecklistBoxProps = {
  project: Project;
  /** Where a step's jump leads (default: the scenes section's `box-{boxId}`, scrolled to and highlighted). */
  onJump?(boxId: string): void;
};

export function ChecklistBox({ project, onJump }: ChecklistBoxProps) {
  const t = useChecklistT();
  const change = useProjectChange(project._id);
  // Keys: a step's id, or `step/sub-item`.
  const ticks = useOptimisticToggles((key, checked: boolean) => {
    const [id, subId] = key.split('/');
    return change.run('checklist/item', subId ? { id, subId, checked } : { id, checked });
  });
  const defaultJump = useJumpToBox(project._id);
  const jump = onJump ?? defaultJump;
  if (!project.checklist) return null;

  const mayTick = (step: ChecklistItem) =>
    step.admin ? project.actions.includes('checkAdminItem') : project.actions.includes('editChecklist');
  // Only the launch director's claim and the relaunch switch wait: ticks answer at once.
  const busy = change.pending !== null && change.pending !== 'checklist/item';
  const progress = Math.max(0, Math.min(100, project.progress ?? 0));
  const complete = progress >= 100;
  const stepName = (step: ChecklistItem) => t(`checklistStep.${step.id}`, { defaultValue: step.name });
  const itemName = (item: { id: string; name: string }) => t(`checklistItem.${item.id}`, { defaultValue: item.name });

  return (
    <Box boxId="checklist" title={t('checklistBox.heading')}>
      <Progress>
        <Track
          role="progressbar"
          aria-label={t('checklistBox.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={complete ? t('checklistBox.complete') : t('checklistBox.percent', { n: progress })}
        >
          <Fill $complete={complete} style={{ width: `${progress > 0 ? progress : MIN_DRAWN_PROGRESS}%` }} />
        </Track>
        <Percent aria-hidden="true">{t('checklistBox.percent', { n: progress })}</Percent>
      </Progress>

      {project.checklist.length === 0 ? (
        <Muted>{t('checklistBox.empty')}</Muted>
      ) : (
        <BareList>
          {project.checklist.map((step) => {
            const name = stepName(step);
            const enabled = mayTick(step) && !busy;
            const target = CHECKLIST_JUMPS[step.id];
            return (
              <Step key={step.id}>
                <StepLine>
                  <Checkbox
                    label={name}
                    checked={ticks.valueOf(step.id, step.checked)}
                    disabled={!enabled}
                    onChange={(event) => ticks.set(step.id, event.target.checked)}
                  />
                  {step.admin && <Badge tone="warning">{t('checklistBox.adminOnly')}</Badge>}
                </StepLine>
                <Details>
                  {step.help !== null && (
                    <a
                      href={step.help}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('checklistBox.helpFor', { name })}
                    >
                      {t('checklistBox.help')}
                    </a>
                  )}
                  {target && (
                    <Button variant="link" size="sm" onClick={() => jump(target)}>
                      {t('checklistBox.goTo', { box: t(`checklistBox.box.${target}`) })}
                    </Button>
                  )}
                  <Ticked entry={step} />
                </Details>
                {step.items.length > 0 && (
                  <SubItems aria-label={name}>
                    {step.items.map((item) => (
                      <li key={item.id}>
                        <Checkbox
                          label={itemName(item)}
                          checked={ticks.valueOf(`${step.id}/${item.id}`, item.checked)}
                          disabled={!enabled}
                          onChange={(event) => ticks.set(`${step.id}/${item.id}`, event.target.checked)}
                        />{' '}
                        <Ticked entry={item} />
                      </li>
                    ))}
                  </SubItems>
                )}
              </Step>
            );
          })}
        </BareList>
      )}
      <LaunchInfo project={project} change={change} />
    </Box>
  );
}
