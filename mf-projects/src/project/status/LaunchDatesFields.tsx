/**
 * Mark as Ready's question (issue 24): the planned launch date of each platform the project launches on — the
 * launch steps its checklist holds (Facebook and YouTube by default). Shown inside the Status box's confirmation;
 * the server checks each date (a day, not in the past) and answers a refusal naming the field, which the dialog
 * shows. Today is offered as the earliest day.
 */
import { format } from 'date-fns';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Field, TextInput } from 'shared-ui';
import { useProjectsT } from '../../i18n';

export type LaunchPlatform = 'fb' | 'yt';
export type LaunchDates = Partial<Record<LaunchPlatform, string>>;

/** The checklist step that launches the project on each platform (server domain/checklist.ts LAUNCH_STEPS). */
const LAUNCH_STEPS: ReadonlyArray<[string, LaunchPlatform]> = [
  ['youTube-launch', 'yt'],
  ['facebook-launch', 'fb'],
];

/** The platforms the project launches on: the launch steps its checklist holds (both while it has none yet). */
export function launchPlatforms(project: Pick<Project, 'checklist'>): LaunchPlatform[] {
  const steps = project.checklist;
  if (!steps || steps.length === 0) return ['fb', 'yt'];
  return LAUNCH_STEPS.filter(([id]) => steps.some((step) => step.id === id)).map(([, platform]) => platform);
}

const Fields = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

type Props = { platforms: LaunchPlatform[]; value: LaunchDates; onChange(value: LaunchDates): void };

export function LaunchDatesFields({ platforms, value, onChange }: Props) {
  const t = useProjectsT();
  const today = format(new Date(), 'yyyy-MM-dd');
  return (
    <Fields>
      {platforms.map((platform) => (
        <Field key={platform} label={t(`page.status.launch.${platform}`)} required>
          <TextInput
            type="date"
            name={`launchDates.${platform}`}
            min={today}
            value={value[platform] ?? ''}
            onChange={(event) => onChange({ ...value, [platform]: event.target.value })}
          />
        </Field>
      ))}
    </Fields>
  );
}
