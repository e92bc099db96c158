/**
 * Tools (spec doc 2 "Resources, tools"): the cover and title sample library. Upload an image, give the title, the
 * story category and the exaggeration; "Add sample" is enabled only once the title is non-empty (trimmed) and the
 * image is uploaded. The grid shows each sample's thumbnail, title and `#category #exaggeration`, and a Delete (with
 * a confirmation) where the server says the caller may. The YouTube mock view is one link away.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messageOf, toast, uploadFile, type FileRef } from 'shared-api';
import {
  Button,
  Card,
  Field,
  mediaUrl,
  PagedList,
  ScreenHeading,
  Select,
  TextInput,
  translateMessage,
  UploadButton,
} from 'shared-ui';
import { addSample, deleteSample, useSamples } from './api/samples';
import { ConfirmModal } from '../scenes';
import { EXAGGERATIONS, sampleTags, STORY_CATEGORIES, type Exaggeration, type Sample, type StoryCategory } from './samples';
import { useToolsT } from './strings';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  align-items: end;
`;
const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
  }
`;
const Tags = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function AddSampleForm({ onAdded }: { onAdded(): void }) {
  const t = useToolsT();
  const [file, setFile] = useState<FileRef | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<StoryCategory>(STORY_CATEGORIES[0]);
  const [exaggeration, setExaggeration] = useState<Exaggeration>(EXAGGERATIONS[0]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = title.trim() !== '' && file !== null && !uploading;

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setUploadError(null);
    if (!chosen) return;
    setUploading(true);
    try {
      setFile((await uploadFile(chosen, () => undefined)).file);
    } catch (err) {
      setUploadError(translateMessage(messageOf(err)));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !file) return;
    setSending(true);
    setError(null);
    try {
      const answer = await addSample({ title: title.trim(), category, exaggeration, fileId: file.id });
      toast.success(answer.message);
      setTitle('');
      setFile(null);
      onAdded();
    } catch (err) {
      setError(translateMessage(messageOf(err)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('tools.addHeading')}>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('tools.image')}
          hint={uploading ? t('tools.uploading') : file ? t('tools.uploaded', { name: file.name }) : t('tools.imageHint')}
          error={uploadError ?? undefined}
        >
          <UploadButton
            accept="image/jpeg,image/png,image/gif,image/webp"
            busy={uploading}
            onFiles={(files) => void choose(files[0])}
          />
        </Field>
        <Field label={t('tools.title')} error={error ?? undefined}>
          <TextInput value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t('tools.category')}>
          <Select
            value={category}
            onChange={(event) => setCategory(event.target.value as StoryCategory)}
            options={STORY_CATEGORIES.map((value) => ({ value, label: t(`sampleCategory.${value}`) }))}
          />
        </Field>
        <Field label={t('tools.exaggeration')}>
          <Select
            value={exaggeration}
            onChange={(event) => setExaggeration(event.target.value as Exaggeration)}
            options={EXAGGERATIONS.map((value) => ({ value, label: t(`sampleExaggeration.${value}`) }))}
          />
        </Field>
        <div>
          <Button type="submit" variant="primary" disabled={!ready || sending} loading={sending}>
            {t('tools.add')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export function SampleGrid({ samples, onDelete }: { samples: readonly Sample[]; onDelete?(sample: Sample): void }) {
  const t = useToolsT();
  return (
    <Grid>
      {samples.map((sample) => (
        <Item key={sample._id}>
          <img src={mediaUrl(sample.props.file.id, 's')} alt="" loading="lazy" />
          <p>{sample.props.title}</p>
          <Tags>{sampleTags(sample, t)}</Tags>
          {onDelete && sample.canDelete && (
            <div>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('tools.deleteSample', { title: sample.props.title })}
                onClick={() => onDelete(sample)}
              >
                {t('tools.delete')}
              </Button>
            </div>
          )}
        </Item>
      ))}
    </Grid>
  );
}

export function ToolsScreen() {
  const t = useToolsT();
  const load = useSamples();
  const [deleting, setDeleting] = useState<Sample | null>(null);

  const remove = async (sample: Sample) => {
    try {
      const answer = await deleteSample(sample._id);
      toast.success(answer.message);
    } finally {
      void load.reload();
    }
  };

  return (
    <>
      <ScreenHeading aside={<Link to="/app/tools/youtube">{t('tools.mockView')}</Link>}>{t('tools.heading')}</ScreenHeading>
      <AddSampleForm onAdded={() => void load.reload()} />
      <section aria-label={t('tools.samples')}>
        <PagedList load={load} empty={t('tools.empty')} loadMoreLabel={t('tools.loadMore')}>
          <SampleGrid samples={load.items} onDelete={setDeleting} />
        </PagedList>
      </section>
      <ConfirmModal
        open={deleting !== null}
        question={t('tools.deleteQuestion', { title: deleting?.props.title ?? '' })}
        yes={t('tools.delete')}
        onClose={() => setDeleting(null)}
        onYes={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </>
  );
}
