/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (not while an input method is composing, as Thai
 * keyboards do); files through the one FilePicker (sending waits for their uploads); the lazy emoji picker. A send
 * that fails keeps the text and files and says why; sending again reuses the same client id, so a message the server
 * did receive is answered, not stored twice. A changed text is a new message with a new id.
 */
import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { fileUploader, messageOf, type FileRef } from 'shared-api';
import { Button, FilePicker, TextArea, useT } from 'shared-ui';
import { EmojiPicker } from '../emoji';
import { NAMESPACE } from '../i18n';
import { newClientId, sendMessage } from './api/send-message';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  textarea {
    resize: vertical;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const Failure = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.danger};
`;

const EmojiBox = styled.div`
  max-height: 240px;
  overflow-y: auto;
`;

type Attempt = { clientId: string; text: string; files: string };

const filesKey = (files: FileRef[]) => files.map((file) => file.id).join(',');

export function Composer({ conversationId }: { conversationId: string }) {
  const t = useT(NAMESPACE);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const empty = !text.trim() && files.length === 0;

  const send = async () => {
    if (empty || sending || uploading) return;
    const key = filesKey(files);
    // The same text and files as the failed try: the same message, so the same id.
    if (!attempt.current || attempt.current.text !== text || attempt.current.files !== key) {
      attempt.current = { clientId: newClientId(), text, files: key };
    }
    setSending(true);
    setFailure(null);
    try {
      await sendMessage(conversationId, { text, files, clientId: attempt.current.clientId });
      attempt.current = null;
      setText('');
      setFiles([]);
      setEmojiOpen(false);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const insert = (chars: string) => {
    const element = field.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + chars + text.slice(end));
    element?.focus();
  };

  return (
    <Form
      aria-label={t('messages.composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        ref={field}
        aria-label={t('messages.composer.label')}
        placeholder={t('messages.composer.placeholder')}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {failure && (
        <Failure role="alert">
          <span>{t('messages.composer.failed', { reason: failure })}</span>
          <Button size="sm" variant="secondary" onClick={() => void send()} disabled={sending}>
            {t('messages.composer.retry')}
          </Button>
        </Failure>
      )}
      {emojiOpen && (
        <EmojiBox>
          <Suspense fallback={<p role="status">{t('emoji.loading')}</p>}>
            <EmojiPicker onPick={insert} />
          </Suspense>
        </EmojiBox>
      )}
      <FilePicker files={files} onFilesChange={setFiles} onBusyChange={setUploading} uploader={fileUploader} />
      <Row>
        <Button type="submit" variant="primary" size="sm" disabled={empty || sending || uploading} loading={sending}>
          {t('messages.composer.send')}
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={emojiOpen} onClick={() => setEmojiOpen(!emojiOpen)}>
          {t('emoji.label')}
        </Button>
        {uploading && <span role="status">{t('messages.composer.waitForUploads')}</span>}
      </Row>
    </Form>
  );
}
