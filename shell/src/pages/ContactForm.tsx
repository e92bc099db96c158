/**
 * The Contact page's form: a message to the studio's admins (a `contact` post they read), or a viewer's story for a
 * video (a `user-story` post in story reception, which PMs turn into projects).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { Button, Card, Field, Select, TextArea, TextInput, translateMessage, useT } from 'shared-ui';
import { sendContact } from './api/send-contact';
import { SHELL_PAGES_NAMESPACE } from './strings';

const Sent = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export function ContactForm() {
  const t = useT(SHELL_PAGES_NAMESPACE);
  const signedIn = useSession((state) => state.user !== null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'message' | 'story'>('message');
  const [subject, setSubject] = useState('');
  const [lesson, setLesson] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = message.trim() !== '' && (signedIn || (name.trim() !== '' && email.trim() !== ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await sendContact({
        message,
        subject: subject || undefined,
        ...(kind === 'story' ? { kind, lesson: lesson || undefined } : {}),
        ...(signedIn ? {} : { name, email }),
      });
      setSent(result.message);
      setSubject('');
      setMessage('');
      setLesson('');
    } catch (error) {
      setFailure(error instanceof Error ? translateMessage(error.message) : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('pages.contact.form.title')}>
      {sent && <Sent role="status">{translateMessage(sent)}</Sent>}
      <form onSubmit={(event) => void submit(event)} aria-label={t('pages.contact.form.title')}>
        {!signedIn && (
          <>
            <Field label={t('pages.contact.form.name')} required>
              <TextInput value={name} autoComplete="name" maxLength={100} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label={t('pages.contact.form.email')} required>
              <TextInput
                type="email"
                value={email}
                autoComplete="email"
                maxLength={320}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
          </>
        )}
        <Field label={t('pages.contact.form.kind')}>
          <Select
            value={kind}
            onChange={(event) => setKind(event.target.value === 'story' ? 'story' : 'message')}
            options={[
              { value: 'message', label: t('pages.contact.form.kindMessage') },
              { value: 'story', label: t('pages.contact.form.kindStory') },
            ]}
          />
        </Field>
        <Field label={t('pages.contact.form.subject')}>
          <TextInput value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
        </Field>
        <Field label={t(kind === 'story' ? 'pages.contact.form.story' : 'pages.contact.form.message')} required>
          <TextArea rows={6} value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} />
        </Field>
        {kind === 'story' && (
          <Field label={t('pages.contact.form.lesson')}>
            <TextArea rows={3} value={lesson} maxLength={2000} onChange={(event) => setLesson(event.target.value)} />
          </Field>
        )}
        {failure && <Failure role="alert">{failure}</Failure>}
        <Button type="submit" variant="primary" loading={sending} disabled={!ready}>
          {t('pages.contact.form.send')}
        </Button>
      </form>
    </Card>
  );
}
