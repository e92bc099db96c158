/**
 * Writing a comment, a reply or an edit: text (5 rows; the board's thread: one line, Enter submits, "Say
 * something..."), @-mentions for power users (lookup of 10 after 300 ms of typing, offered as a listbox the arrow
 * keys move through from the text box, Enter picks and Escape closes), files through the one
 * FilePicker (each uploads at once with its progress; Post waits for them), the lazy emoji picker. The draft of a new
 * comment is kept per item and dropped when blank. Posting keeps the keyboard in the text box, never on the page body
 * (an Escape then still closes the comments side modal).
 */
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { fileUploader, lookupUsers, messageOf, USER_LOOKUP_DEBOUNCE_MS, type FileRef, type UserRow } from 'shared-api';
import { Button, FilePicker, TextArea, useDebouncedValue } from 'shared-ui';
import { EmojiPicker } from '../emoji';
import { useFeedT } from '../i18n';
type MentionUser = Pick<UserRow, '_id' | 'name' | 'picture'>;
import { keepDraft, readDraft } from './drafts';

export type CommentInput = { text: string; files: FileRef[]; mentions: string[] };

export type CommentFormProps = {
  /** Keep the draft under this item (new comments only). */
  draftOf?: string;
  initialText?: string;
  canMention: boolean;
  allowFiles: boolean;
  thread?: boolean;
  /** Put the keyboard in the text box when the form opens (a reply, an edit). */
  focusOnOpen?: boolean;
  submitLabel: string;
  label: string;
  onSubmit(input: CommentInput): Promise<boolean>;
  onCancel?(): void;
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;
const Suggestions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const Suggestion = styled.li`
  display: flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  cursor: pointer;
  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.hover};
  }
  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

/** The word being typed after an @ at the end of the text, or null. */
export function mentionQuery(text: string): string | null {
  const match = /(?:^|\s)@([^\s@]{1,40})$/.exec(text);
  return match ? match[1] : null;
}

export function CommentForm(props: CommentFormProps) {
  const { draftOf, canMention, allowFiles, thread, onSubmit, onCancel } = props;
  const t = useFeedT();
  const [text, setText] = useState(() => props.initialText ?? (draftOf ? readDraft(draftOf) : ''));
  const [files, setFiles] = useState<FileRef[]>([]);
  const [mentions, setMentions] = useState<MentionUser[]>([]);
  const [suggestions, setSuggestions] = useState<MentionUser[]>([]);
  // The suggestion Enter picks (moved with the arrow keys); the keyboard itself stays in the text box.
  const [active, setActive] = useState(0);
  const listId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (props.focusOnOpen) field.current?.focus();
  }, []); // on opening only

  useEffect(() => {
    if (draftOf) keepDraft(draftOf, text);
  }, [draftOf, text]);

  const query = canMention ? mentionQuery(text) : null;
  // The lookup goes once the query has stayed the same for the debounce time.
  const settledQuery = useDebouncedValue(query, USER_LOOKUP_DEBOUNCE_MS);
  useEffect(() => {
    if (!query) {
      setSuggestions([]);
      return;
    }
    if (settledQuery !== query) return;
    const controller = new AbortController();
    lookupUsers(query, controller.signal).then(
      (users) => {
        setSuggestions(users);
        setActive(0);
      },
      () => setSuggestions([]),
    );
    return () => controller.abort();
  }, [query, settledQuery]);

  const pickMention = (user: MentionUser) => {
    setText((current) => current.replace(/@([^\s@]{1,40})$/, `@${user.name} `));
    setMentions((current) => (current.some((each) => each._id === user._id) ? current : [...current, user]));
    setSuggestions([]);
    field.current?.focus();
  };

  const insert = (chars: string) => {
    const element = field.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + chars + text.slice(end));
    element?.focus();
  };

  const submit = async () => {
    if (!text.trim() || sending || uploading) return;
    // The Post button is disabled while the comment is sent: the keyboard waits in the text box (it stays enabled),
    // not on the page body, where an Escape would not reach the side modal.
    field.current?.focus();
    setSending(true);
    setError('');
    try {
      // Only the people still named in the text are mentioned.
      const named = mentions.filter((user) => text.includes(`@${user.name}`)).map((user) => user._id);
      const ok = await onSubmit({ text, files, mentions: named });
      if (ok) {
        setText('');
        setFiles([]);
        setMentions([]);
        if (draftOf) keepDraft(draftOf, '');
      }
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length > 0) {
      const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (move !== undefined) {
        event.preventDefault();
        setActive((current) => Math.min(suggestions.length - 1, Math.max(0, current + move)));
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        pickMention(suggestions[Math.min(active, suggestions.length - 1)]);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the suggestions only, not the side modal around the form.
        event.preventDefault();
        event.stopPropagation();
        setSuggestions([]);
        return;
      }
    }
    // The board's thread: Enter submits, Shift+Enter starts a new line (spec doc 2 section 9).
    if (thread && event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        ref={field}
        aria-label={props.label}
        rows={thread ? 2 : 5}
        placeholder={thread ? t('comments.saySomething') : t('comments.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-autocomplete={canMention ? 'list' : undefined}
        aria-controls={suggestions.length > 0 ? listId : undefined}
        aria-activedescendant={suggestions.length > 0 ? `${listId}-${Math.min(active, suggestions.length - 1)}` : undefined}
      />
      {suggestions.length > 0 && (
        <Suggestions id={listId} role="listbox" aria-label={t('comments.mentionSuggestions')}>
          {suggestions.map((user, index) => (
            <Suggestion
              key={user._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === Math.min(active, suggestions.length - 1)}
              // The pointer picks too, without taking the keyboard from the text box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pickMention(user)}
            >
              @{user.name}
            </Suggestion>
          ))}
        </Suggestions>
      )}
      {allowFiles && <FilePicker files={files} onFilesChange={setFiles} onBusyChange={setUploading} uploader={fileUploader} />}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {emojiOpen && (
        <Suspense fallback={<p role="status">{t('emoji.loading')}</p>}>
          <EmojiPicker onPick={insert} />
        </Suspense>
      )}
      <Row>
        <Button type="submit" variant="primary" size="sm" disabled={sending || !text.trim() || uploading}>
          {props.submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        )}
        <Button size="sm" variant="secondary" aria-expanded={emojiOpen} onClick={() => setEmojiOpen(!emojiOpen)}>
          {t('emoji.label')}
        </Button>
      </Row>
    </Form>
  );
}
