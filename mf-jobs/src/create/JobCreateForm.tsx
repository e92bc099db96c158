import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  isAdmin,
  navigateTo,
  SCENE_BASED_TYPES,
  fileUploader,
  toast,
  TRANSLATION_DIRECTIONS,
  useSession,
  VOICE_GENDERS,
  type FileRef,
  type JobType,
} from 'shared-api';
import {
  Button,
  Checkbox,
  Field,
  FilePicker,
  formatNumber,
  Loading,
  MoneyInput,
  Select,
  TextArea,
  TextInput,
  useDebouncedValue,
} from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import { DueDateField, dueFromInput, dueInputValue, projectJobUrl } from '../job';
import { useCreateJob, type CreateJobInput } from './api/create-job';
import { useJobTypes } from './api/get-job-types';
import { usePriceSuggestion } from './api/get-price-suggestion';
import { StaffPicker, type Invitee } from './StaffPicker';

const LEVELS = ['1', '2', '3'] as const;
type Level = (typeof LEVELS)[number];
type PriceMode = 'dyn' | 'fix';
type ProjectSize = 0 | 3 | 12;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  > * {
    flex: 1 1 140px;
  }
`;
const Modes = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Checks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
const ServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const isSceneBased = (type: string) => (SCENE_BASED_TYPES as readonly string[]).includes(type);

type Values = {
  title: string;
  body: string;
  files: FileRef[];
  important: boolean;
  gender: string;
  direction: string;
  sceneCount: string;
  projectSize: ProjectSize | null;
  priceMode: PriceMode;
  prices: Record<Level, string>;
  price: string;
  staff: Invitee[];
  perfBased: boolean | null;
  orderScript: boolean;
  /** `datetime-local` in the PM's time zone; empty: no due date. */
  dueAt: string;
};

const freshValues = (type: string): Values => ({
  title: '',
  body: '',
  files: [],
  important: false,
  gender: 'Any',
  direction: 'From English',
  sceneCount: '',
  projectSize: null,
  priceMode: type === 'other' ? 'fix' : 'dyn',
  prices: { '1': '', '2': '', '3': '' },
  price: '',
  staff: [],
  perfBased: null,
  orderScript: false,
  dueAt: '',
});

export type JobCreateFormProps = {
  projectId: string;
  /** Closes the surrounding modal. */
  close(): void;
};

/**
 * The create-job form (spec doc 1 "Create-job form"): the job type first, then the fields that type needs; level
 * prices pre-filled by the server's pricing engine; the checks of section 5 before anything is sent.
 */
export function JobCreateForm({ projectId, close }: JobCreateFormProps) {
  const t = useJobsT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  const types = useJobTypes();
  const [jobType, setJobType] = useState<JobType | ''>('');
  const [values, setValues] = useState<Values>(() => freshValues(''));
  const [uploading, setUploading] = useState(false);
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  const { run: create, isSending, error, clearError } = useCreateJob();
  const [dueProblem, setDueProblem] = useState<string | null>(null);
  /** The PM changed the due date: the studio default no longer replaces it (issue 24: offered, never forced). */
  const [dueTouched, setDueTouched] = useState(false);
  const dueInput = useRef<HTMLInputElement>(null);
  const priceInputs = useRef<Record<Level | 'fix', HTMLInputElement | null>>({ '1': null, '2': null, '3': null, fix: null });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const sceneCount = useDebouncedValue(values.sceneCount, 300);
  const suggestion = usePriceSuggestion(
    jobType
      ? {
          projectId,
          jobType,
          perfBased: values.perfBased ?? false,
          ...(values.projectSize !== null ? { projectSize: values.projectSize } : {}),
          ...(isSceneBased(jobType) && sceneCount.trim() !== '' && Number(sceneCount) >= 0
            ? { sceneCount: Number(sceneCount) }
            : {}),
        }
      : null,
  );
  const facts = jobType ? suggestion.data : undefined;

  // The first answer for a type brings the project's defaults: scene count, suggested size, PB flag.
  useEffect(() => {
    if (!facts) return;
    setValues((current) => ({
      ...current,
      sceneCount: current.sceneCount === '' ? String(facts.sceneCount) : current.sceneCount,
      projectSize: current.projectSize ?? (facts.sizeOptions.length > 1 ? (facts.suggestedSize as ProjectSize) : null),
      perfBased: current.perfBased ?? facts.projectPerfBased,
    }));
  }, [facts]);

  // The studio's due-date default for the type and length band is offered until the PM changes the due date.
  const offeredDue = facts?.dueAt ?? null;
  useEffect(() => {
    if (dueTouched || !facts) return;
    setValues((current) => ({ ...current, dueAt: dueInputValue(offeredDue) }));
  }, [offeredDue, facts, dueTouched]);

  // Dyn prices follow the table whenever the type, size, PB flag or scene count changes; the PM may then edit them.
  const suggested = facts?.prices;
  useEffect(() => {
    if (!suggested) return;
    setValues((current) => ({
      ...current,
      prices: { '1': String(suggested['1']), '2': String(suggested['2']), '3': String(suggested['3']) },
    }));
  }, [suggested]);

  const chooseType = (type: JobType | '') => {
    setJobType(type);
    setValues(freshValues(type));
    setDueTouched(false);
    setPriceProblem(null);
    clearError();
  };

  const reset = () => chooseType('');

  const cancel = () => {
    reset();
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobType || uploading) return;
    // Section 5: every level price in dyn mode, the one price in fix mode; else focus the first empty one, send nothing.
    if (values.priceMode === 'dyn') {
      const empty = LEVELS.find((level) => values.prices[level].trim() === '');
      if (empty) {
        setPriceProblem(t('create.pricesRequired'));
        priceInputs.current[empty]?.focus();
        return;
      }
    } else if (values.price.trim() === '') {
      setPriceProblem(t('create.priceRequired'));
      priceInputs.current.fix?.focus();
      return;
    }
    setPriceProblem(null);
    // The server refuses a past date too (400 naming dueAt); saying so here keeps the rest of the form as typed.
    const dueAt = dueFromInput(values.dueAt);
    if (dueAt && new Date(dueAt).getTime() <= Date.now()) {
      setDueProblem(t('jobs.duePast'));
      dueInput.current?.focus();
      return;
    }
    setDueProblem(null);
    const input: CreateJobInput = {
      ...(dueAt ? { dueAt } : {}),
      projectId,
      jobType,
      body: values.body,
      files: values.files,
      important: values.important,
      staff: values.staff.map((invitee) => invitee._id),
      perfBased: values.perfBased ?? false,
      ...(values.sceneCount.trim() !== '' ? { sceneCount: Number(values.sceneCount) } : {}),
      ...(jobType === 'other' ? { title: values.title } : {}),
      ...(jobType === 'voice' ? { gender: values.gender as CreateJobInput['gender'] } : {}),
      ...(jobType === 'translation' ? { direction: values.direction as CreateJobInput['direction'] } : {}),
      ...(values.projectSize !== null && (facts?.sizeOptions.length ?? 0) > 1 ? { projectSize: values.projectSize } : {}),
      ...(jobType === 'project-manager' && isAdmin(user) && values.orderScript ? { orderScript: true } : {}),
      ...(values.priceMode === 'dyn'
        ? { prices: { '1': Number(values.prices['1']), '2': Number(values.prices['2']), '3': Number(values.prices['3']) } }
        : { price: Number(values.price) }),
    };
    const created = await create(input);
    if (!created) return;
    toast.success(created.message);
    reset();
    close();
    navigateTo(projectJobUrl(projectId, created.job._id));
  };

  const typeOptions = types.data?.jobTypes ?? [];
  return (
    <Form onSubmit={submit} aria-labelledby="job-create-heading" noValidate>
      <h2 id="job-create-heading">{t('create.heading')}</h2>
      <Field label={t('create.jobType')} required>
        <Select value={jobType} onChange={(event) => chooseType(event.target.value as JobType | '')} autoFocus>
          <option value="">{t('create.chooseType')}</option>
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {labels(`jobType.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {types.error && <ServerError role="alert">{types.error.message}</ServerError>}

      {jobType && (
        <>
          {jobType === 'other' && (
            <Field label={t('create.title')}>
              <TextInput value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
            </Field>
          )}
          <Field label={t('create.description')}>
            <TextArea value={values.body} rows={4} maxLength={20000} onChange={(event) => set('body', event.target.value)} />
          </Field>
          <FilePicker
            files={values.files}
            onFilesChange={(update) => setValues((current) => ({ ...current, files: update(current.files) }))}
            onBusyChange={setUploading}
            uploader={fileUploader}
          />
          {facts && (
            <Note>
              {t('create.projectFacts', {
                characters: formatNumber(facts.characterCount),
                scenes: formatNumber(facts.sceneCount),
              })}
            </Note>
          )}
          <Row>
            {jobType === 'voice' && (
              <Field label={t('create.gender')}>
                <Select value={values.gender} onChange={(event) => set('gender', event.target.value)}>
                  {VOICE_GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {labels(`voiceGender.${gender}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {jobType === 'translation' && (
              <Field label={t('create.direction')}>
                <Select value={values.direction} onChange={(event) => set('direction', event.target.value)}>
                  {TRANSLATION_DIRECTIONS.map((direction) => (
                    <option key={direction} value={direction}>
                      {labels(`translationDirection.${direction}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field label={t('create.sceneCount')}>
              <TextInput
                type="number"
                min={0}
                step={1}
                value={values.sceneCount}
                onChange={(event) => set('sceneCount', event.target.value)}
              />
            </Field>
            {facts && facts.sizeOptions.length > 1 && values.projectSize !== null && (
              <Field label={t('create.projectSize')}>
                <Select
                  value={String(values.projectSize)}
                  onChange={(event) => set('projectSize', Number(event.target.value) as ProjectSize)}
                >
                  {facts.sizeOptions.map((size) => (
                    <option key={size} value={size}>
                      {t(`create.size.${size}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          </Row>

          <Modes>
            <legend>{t('create.priceMode')}</legend>
            {(['dyn', 'fix'] as const).map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="price-mode"
                  value={mode}
                  checked={values.priceMode === mode}
                  onChange={() => set('priceMode', mode)}
                />
                {t(`create.${mode}`)}
              </label>
            ))}
          </Modes>
          {values.priceMode === 'dyn' ? (
            <>
              {suggestion.isLoading && <Loading label={t('create.loadingPrices')} />}
              <Row>
                {LEVELS.map((level) => (
                  <Field key={level} label={t('create.levelPrice', { level, name: labels(`starLevel.${level}`) })} required>
                    <MoneyInput
                      ref={(element) => {
                        priceInputs.current[level] = element;
                      }}
                      value={values.prices[level]}
                      invalid={priceProblem !== null && values.prices[level].trim() === ''}
                      onChange={(event) => set('prices', { ...values.prices, [level]: event.target.value })}
                    />
                  </Field>
                ))}
              </Row>
              {isSceneBased(jobType) && facts?.prices && (
                <Note>{t('create.perScene', { scenes: values.sceneCount || facts.sceneCount })}</Note>
              )}
            </>
          ) : (
            <Field label={t('create.fixedPrice')} required>
              <MoneyInput
                ref={(element) => {
                  priceInputs.current.fix = element;
                }}
                value={values.price}
                invalid={priceProblem !== null && values.price.trim() === ''}
                onChange={(event) => set('price', event.target.value)}
              />
            </Field>
          )}
          {priceProblem && <ServerError role="alert">{priceProblem}</ServerError>}

          <DueDateField
            value={values.dueAt}
            inputRef={dueInput}
            error={dueProblem}
            offeredDays={dueTouched ? null : (facts?.dueDays ?? null)}
            onChange={(value) => {
              set('dueAt', value);
              setDueTouched(true);
              setDueProblem(null);
            }}
          />

          <StaffPicker jobType={jobType} value={values.staff} onChange={(staff) => set('staff', staff)} />

          <Checks>
            <Checkbox
              label={t('create.important')}
              checked={values.important}
              onChange={(event) => set('important', event.target.checked)}
            />
            <Checkbox
              label={t('create.perfBased')}
              checked={values.perfBased ?? false}
              onChange={(event) => set('perfBased', event.target.checked)}
            />
            {jobType === 'project-manager' && isAdmin(user) && (
              <Checkbox
                label={t('create.orderScript')}
                checked={values.orderScript}
                onChange={(event) => set('orderScript', event.target.checked)}
              />
            )}
          </Checks>
        </>
      )}

      {suggestion.error && jobType && <ServerError role="alert">{suggestion.error.message}</ServerError>}
      {error && <ServerError role="alert">{error.message}</ServerError>}
      <Actions>
        <Button onClick={cancel}>{t('create.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSending} disabled={!jobType || isSending || uploading}>
          {t('create.create')}
        </Button>
      </Actions>
    </Form>
  );
}
