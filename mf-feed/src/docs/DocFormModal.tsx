/**
 * The doc form (admins): New Doc / Edit Doc with title (required, focused), address (the optional slug the job
 * pages' Help links use), the markdown text and files with their upload progress. Create / Save Changes waits for
 * uploads and is disabled while sending; the server's message shows in the form. Saved: the doc opens at its address.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fileUploader, notifyChanged, toast, useRequest, type Blogpost, type FileRef } from 'shared-api';
import { Button, Field, FilePicker, Modal, TextArea, TextInput, translateMessage } from 'shared-ui';
import { useFeedT } from '../i18n';
import { docPath } from './api/get-blogposts';
import { saveBlogpost } from './api/save-blogpost';

const ServerError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const SLUG = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

export type DocFormModalProps = {
  /** The doc to edit (with its markdown `body`), or null for a new one. */
  doc: Blogpost | null;
  onClose(): void;
};

export function DocFormModal({ doc, onClose }: DocFormModalProps) {
  const t = useFeedT();
  const navigate = useNavigate();
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(doc?.title ?? '');
  const [slug, setSlug] = useState(doc?.slug ?? '');
  const [body, setBody] = useState(doc?.body ?? '');
  const [files, setFiles] = useState<FileRef[]>(doc?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState(false);
  const save = useRequest(saveBlogpost);

  const titleError = touched && !title.trim() ? t('docs.form.titleRequired') : undefined;
  const slugError = SLUG.test(slug.trim()) ? undefined : t('docs.form.slugInvalid');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!title.trim()) {
      titleInput.current?.focus();
      return;
    }
    if (slugError || uploading) return;
    const input = { title: title.trim(), slug: slug.trim(), body, files: files.map((file) => file.id) };
    const saved = await save.run(doc?._id ?? null, input);
    if (!saved) return;
    toast.success(translateMessage(saved.message));
    await notifyChanged('blogposts');
    onClose();
    navigate(docPath(saved.blogpost));
  };

  const formId = 'doc-form';
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      closeOnBackdrop={false}
      title={doc ? t('docs.form.editTitle') : t('docs.form.newTitle')}
      initialFocusRef={titleInput}
      footer={
        <>
          {uploading && <span role="status">{t('docs.form.waitForUploads')}</span>}
          <Button onClick={onClose}>{t('docs.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={save.isSending} disabled={uploading || save.isSending}>
            {doc ? t('docs.form.save') : t('docs.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('docs.form.title')} required error={titleError}>
          <TextInput ref={titleInput} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t('docs.form.slug')} hint={t('docs.form.slugHint', { example: 'tutorial-voice-over' })} error={slugError}>
          <TextInput value={slug} maxLength={80} onChange={(event) => setSlug(event.target.value)} />
        </Field>
        <Field label={t('docs.form.body')} hint={t('docs.form.bodyHint')}>
          <TextArea rows={15} value={body} maxLength={50_000} onChange={(event) => setBody(event.target.value)} />
        </Field>
        <FilePicker files={files} onFilesChange={setFiles} onBusyChange={setUploading} uploader={fileUploader} />
        {save.error && <ServerError role="alert">{translateMessage(save.error.message)}</ServerError>}
      </form>
    </Modal>
  );
}
