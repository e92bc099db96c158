/**
 * One comment: author, age, the server's sanitised HTML, files, and what the caller may do (the server's `can`):
 * Files download through their signed links. Reply (top-level only), Edit in place (Save Changes / Cancel), Hide / Show, Remove (after a confirmation).
 * A hidden comment stays folded until opened. Replies sit under their comment, one level deep.
 * The keyboard follows: into the reply or edit box, or onto the removal question's Cancel, when one opens; back to
 * the button that opened it when it closes (never to the page body, where Escape would not close the side modal).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Comment, CommentReply } from 'shared-api';
import { Avatar, Button, formatAgo } from 'shared-ui';
import { FileDownloads } from '../files';
import { useFeedT } from '../i18n';
import { CommentForm, type CommentInput } from './CommentForm';

export type CommentActions = {
  reply(parent: Comment, input: CommentInput): Promise<boolean>;
  edit(comment: CommentReply, text: string): Promise<boolean>;
  hide(comment: CommentReply): Promise<void>;
  remove(comment: CommentReply): Promise<void>;
};

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
/** A list of comments (the panel's, the review comments'): no bullets, no indent. */
export const CommentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
/** A comment's parts, shared with the review comments in the same panel. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
export const Body = styled.div`
  overflow-wrap: anywhere;
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
export const Replies = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
`;

type Mode = 'view' | 'edit' | 'reply' | 'confirm';

type Props = { comment: CommentReply & { replies?: Comment['replies'] }; actions: CommentActions; canMention: boolean };

export function CommentItem({ comment, actions, canMention }: Props) {
  const t = useFeedT();
  const [mode, setMode] = useState<Mode>('view');
  const openers = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});
  const cancelRemove = useRef<HTMLButtonElement>(null);
  const lastMode = useRef<Mode>('view');
  useEffect(() => {
    const left = lastMode.current;
    lastMode.current = mode;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (mode === 'confirm') cancelRemove.current?.focus();
    else if (mode === 'view' && left !== 'view' && lost) openers.current[left]?.focus();
  }, [mode]);
  const [unfolded, setUnfolded] = useState(false);
  const name = comment.user?.name ?? t('comments.anonymous');
  // A hidden comment's words reach only its author, the item's PMs and admins; others get an empty placeholder.
  const withheld = comment.isHidden && comment.html === '';
  const folded = comment.isHidden && !unfolded;
  return (
    <Item data-testid={`comment-${comment._id}`}>
      <Avatar name={name} picture={comment.user?.picture ?? null} size={30} />
      <div>
        <Head>
          <strong>{name}</strong>
          <span>{formatAgo(comment.created)}</span>
          {comment.edited && <span>{t('comments.edited')}</span>}
          {comment.isHidden && <span>{t('comments.hiddenMark')}</span>}
        </Head>
        {mode === 'edit' ? (
          <CommentForm
            initialText={comment.text}
            focusOnOpen
            canMention={false}
            allowFiles={false}
            label={t('comments.editLabel')}
            submitLabel={t('comments.saveChanges')}
            onCancel={() => setMode('view')}
            onSubmit={async ({ text }) => {
              const ok = await actions.edit(comment, text);
              if (ok) setMode('view');
              return ok;
            }}
          />
        ) : withheld ? (
          <p>{t('comments.hiddenComment')}</p>
        ) : folded ? (
          <Button size="sm" variant="secondary" onClick={() => setUnfolded(true)}>
            {t('comments.showHidden')}
          </Button>
        ) : (
          <Body dangerouslySetInnerHTML={{ __html: comment.html }} />
        )}
        {!folded && comment.files.length > 0 && (
          <FileDownloads
            files={comment.files}
            label={t('comments.files')}
            downloadLabel={(name) => t('comments.download', { name })}
          />
        )}
        {mode === 'confirm' ? (
          // Keyed apart from the actions, so that its Cancel button is not reused as one of them (with the focus).
          <Actions key="confirm" role="group" aria-label={t('comments.confirmRemove')}>
            <span>{t('comments.confirmRemove')}</span>
            <Button size="sm" variant="danger" onClick={() => void actions.remove(comment)}>
              {t('comments.yesRemove')}
            </Button>
            <Button ref={cancelRemove} size="sm" onClick={() => setMode('view')}>
              {t('comments.cancel')}
            </Button>
          </Actions>
        ) : (
          mode === 'view' && (
            <Actions key="actions">
              {comment.can.reply && (
                <Button
                  ref={(element) => {
                    openers.current.reply = element;
                  }}
                  size="sm"
                  onClick={() => setMode('reply')}
                >
                  {t('comments.reply')}
                </Button>
              )}
              {comment.can.edit && (
                <Button
                  ref={(element) => {
                    openers.current.edit = element;
                  }}
                  size="sm"
                  onClick={() => setMode('edit')}
                >
                  {t('comments.edit')}
                </Button>
              )}
              {comment.can.hide && (
                <Button size="sm" onClick={() => void actions.hide(comment)}>
                  {comment.isHidden ? t('comments.show') : t('comments.hide')}
                </Button>
              )}
              {comment.can.remove && (
                <Button
                  ref={(element) => {
                    openers.current.confirm = element;
                  }}
                  size="sm"
                  onClick={() => setMode('confirm')}
                >
                  {t('comments.remove')}
                </Button>
              )}
            </Actions>
          )
        )}
        {mode === 'reply' && comment.replies && (
          <CommentForm
            canMention={canMention}
            allowFiles
            focusOnOpen
            label={t('comments.replyLabel', { name })}
            submitLabel={t('comments.reply')}
            onCancel={() => setMode('view')}
            onSubmit={async (input) => {
              const ok = await actions.reply(comment as Comment, input);
              if (ok) setMode('view');
              return ok;
            }}
          />
        )}
        {comment.replies && comment.replies.length > 0 && (
          <Replies aria-label={t('comments.replies')}>
            {comment.replies.map((reply) => (
              <CommentItem key={reply._id} comment={reply} actions={actions} canMention={canMention} />
            ))}
          </Replies>
        )}
      </div>
    </Item>
  );
}
