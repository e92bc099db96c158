/**
 * The storyboard brief (spec doc 2 sections 2-4): for PMs and storyboard artists once the project is past script
 * writing. Callers who may write it (`editBrief`, the project's PMs, while there is none) get its form; once it exists
 * it is read-only, and callers with `removeBrief` (the project's PMs) may undo it (DELETE), which opens the form again.
 */
import { useState, type FormEvent } from 'react';
import { hasRole, isPm, useSession, type Project, type StoryboardBrief } from 'shared-api';
import { Button, Field, Select, TextArea, TextInput } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { Box, Facts, Muted, useProjectChange } from '../../project-shared';

export const BRIEF_PATH = 'storyboard-brief';
const GENDERS = ['Male', 'Female', 'Other'] as const;
const DIVERSITY = ['yes', 'no'] as const;
const BALANCE = ['equal', 'female', 'male'] as const;
/** Before storyboarding there is no storyboard to brief. */
const BEFORE_STORYBOARD = ['new', 'script-writing'];

/** Whether the box shows at all for this caller and project. */
export function showsBrief(project: Project, user: Parameters<typeof isPm>[0]): boolean {
  return (
    project.storyboardBrief !== undefined &&
    (isPm(user) || hasRole(user, 'storyboard')) &&
    !BEFORE_STORYBOARD.includes(project.status)
  );
}

export function StoryboardBriefBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const change = useProjectChange(project._id);
  if (!showsBrief(project, user)) return null;
  const brief = project.storyboardBrief;

  if (brief) {
    return (
      <Box
        id="box-storyboard-brief"
        title={t('page.brief.heading')}
        actions={
          project.actions.includes('removeBrief') && (
            <Button
              size="sm"
              loading={change.pending === BRIEF_PATH}
              onClick={() => void change.run(BRIEF_PATH, undefined, { method: 'DELETE' })}
            >
              {t('page.brief.undo')}
            </Button>
          )
        }
      >
        <BriefFacts brief={brief} />
      </Box>
    );
  }
  return (
    <Box id="box-storyboard-brief" title={t('page.brief.heading')}>
      {project.actions.includes('editBrief') ? (
        <BriefForm busy={change.pending === BRIEF_PATH} onSave={(value) => void change.run(BRIEF_PATH, value)} />
      ) : (
        <Muted>{t('page.brief.none')}</Muted>
      )}
    </Box>
  );
}

function BriefFacts({ brief }: { brief: StoryboardBrief }) {
  const t = useProjectsT();
  return (
    <Facts>
      <dt>{t('page.brief.genderMain')}</dt>
      <dd>
        {brief.genderMain === 'Other' && brief.genderMainOther.trim()
          ? brief.genderMainOther
          : t(`page.brief.genders.${brief.genderMain}`)}
      </dd>
      <dt>{t('page.brief.age')}</dt>
      <dd>{brief.age}</dd>
      <dt>{t('page.brief.ethnicity')}</dt>
      <dd>{brief.ethnicity}</dd>
      <dt>{t('page.brief.diversity')}</dt>
      <dd>{t(`page.brief.diversityChoices.${brief.diversity}`)}</dd>
      <dt>{t('page.brief.gender')}</dt>
      <dd>{t(`page.brief.balance.${brief.gender}`)}</dd>
      {brief.other.trim() !== '' && (
        <>
          <dt>{t('page.brief.other')}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{brief.other}</dd>
        </>
      )}
    </Facts>
  );
}

const EMPTY_BRIEF: StoryboardBrief = {
  genderMain: 'Male',
  genderMainOther: '',
  age: '',
  ethnicity: '',
  other: '',
  diversity: 'no',
  gender: 'equal',
};

function BriefForm({ busy, onSave }: { busy: boolean; onSave(brief: StoryboardBrief): void }) {
  const t = useProjectsT();
  const [brief, setBrief] = useState<StoryboardBrief>(EMPTY_BRIEF);
  const set = <K extends keyof StoryboardBrief>(key: K, value: StoryboardBrief[K]) =>
    setBrief((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...brief, genderMainOther: brief.genderMain === 'Other' ? brief.genderMainOther : '' });
  };

  return (
    <form onSubmit={submit} aria-label={t('page.brief.heading')}>
      <Field label={t('page.brief.genderMain')}>
        <Select
          value={brief.genderMain}
          onChange={(event) => set('genderMain', event.target.value as StoryboardBrief['genderMain'])}
          options={GENDERS.map((value) => ({ value, label: t(`page.brief.genders.${value}`) }))}
        />
      </Field>
      {brief.genderMain === 'Other' && (
        <Field label={t('page.brief.genderMainOther')}>
          <TextInput
            maxLength={200}
            value={brief.genderMainOther}
            onChange={(event) => set('genderMainOther', event.target.value)}
          />
        </Field>
      )}
      <Field label={t('page.brief.age')}>
        <TextInput maxLength={200} value={brief.age} onChange={(event) => set('age', event.target.value)} />
      </Field>
      <Field label={t('page.brief.ethnicity')}>
        <TextInput maxLength={200} value={brief.ethnicity} onChange={(event) => set('ethnicity', event.target.value)} />
      </Field>
      <Field label={t('page.brief.diversity')}>
        <Select
          value={brief.diversity}
          onChange={(event) => set('diversity', event.target.value as StoryboardBrief['diversity'])}
          options={DIVERSITY.map((value) => ({ value, label: t(`page.brief.diversityChoices.${value}`) }))}
        />
      </Field>
      <Field label={t('page.brief.gender')}>
        <Select
          value={brief.gender}
          onChange={(event) => set('gender', event.target.value as StoryboardBrief['gender'])}
          options={BALANCE.map((value) => ({ value, label: t(`page.brief.balance.${value}`) }))}
        />
      </Field>
      <Field label={t('page.brief.other')}>
        <TextArea rows={4} maxLength={2000} value={brief.other} onChange={(event) => set('other', event.target.value)} />
      </Field>
      <Button type="submit" variant="primary" loading={busy}>
        {t('page.brief.save')}
      </Button>
    </form>
  );
}
