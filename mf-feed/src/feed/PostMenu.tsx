import { useState } from 'react';
import { isPm, navigateTo, toast, useSession, type Post } from 'shared-api';
import { ConfirmDialog, Menu, Modal, type MenuItem } from 'shared-ui';
import { useFeedT } from '../i18n';
import { deletePost, markRead } from './api/post-actions';

import { PostForm } from './PostForm';
import { StoryProjectForm } from './StoryProjectForm';

export const STORY_FEED = 'story-reception';

export type PostMenuProps = {
  post: Post;
  /** After a change: `fade` when the post leaves the feed on screen (read on unread, to-do removed on to-do). */
  onChanged(change: 'read' | 'todo-removed' | 'other' | 'deleted'): void;
  /** Done / Unmark As Done: shown at once by the caller, which sends it. */
  setDone(done: boolean): void;
  /** To-do / Remove from To-do: likewise. */
  setTodo(todo: boolean): void;
};

export const postUrl = (post: Post) => `/app/feed/${encodeURIComponent(post.feed.name)}/post/${post._id}`;

/**
 * The post menu (spec doc 2 section 2): to-do, convert to project or Go to Project (non-private posts), Done / Unmark
 * As Done, copy post URL, mark as read, and for its author and admins edit and delete (with confirmation).
 */
export function PostMenu({ post, onChanged, setDone, setTodo }: PostMenuProps) {
  const t = useFeedT();
  const user = useSession((state) => state.user);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'convert' | null>(null);
  const [busy, setBusy] = useState(false);
  const projectId = typeof post.meta.projectId === 'string' ? post.meta.projectId : null;

  const items: MenuItem[] = [];
  if (!post.private) {
    items.push({
      id: 'todo',
      label: post.todoByMe ? t('posts.removeTodo') : t('posts.todo'),
      onSelect: () => setTodo(!post.todoByMe),
    });
    if (projectId) {
      items.push({
        id: 'project',
        label: t('posts.goToProject'),
        onSelect: () => navigateTo(`/app/projects/${projectId}/scenes`),
      });
    } else if (post.feed.name === STORY_FEED && isPm(user)) {
      items.push({ id: 'convert', label: t('posts.convert'), onSelect: () => setDialog('convert') });
    }
  }
  items.push({
    id: 'done',
    label: post.done ? t('posts.undone') : t('posts.done'),
    onSelect: () => setDone(!post.done),
  });
  items.push({
    id: 'copy',
    label: t('posts.copyUrl'),
    onSelect: async () => {
      try {
        await navigator.clipboard.writeText(new URL(postUrl(post), window.location.origin).href);
        toast.success(t('posts.copied'));
      } catch {
        toast.error(t('posts.copyFailed'));
      }
    },
  });
  if (!post.readByMe) {
    items.push({
      id: 'read',
      label: t('posts.markRead'),
      onSelect: async () => {
        await markRead(post._id);
        onChanged('read');
      },
    });
  }
  if (post.canEdit) {
    items.push({ id: 'edit', label: t('posts.edit'), onSelect: () => setDialog('edit') });
    items.push({ id: 'delete', label: t('posts.delete'), danger: true, onSelect: () => setDialog('delete') });
  }

  return (
    <>
      <Menu label={t('posts.menu')} items={items} />
      <Modal open={dialog === 'edit'} onClose={() => setDialog(null)} aria-label={t('posts.edit')} size="md">
        {dialog === 'edit' && <PostForm post={post} close={() => setDialog(null)} onSaved={() => onChanged('other')} />}
      </Modal>
      <Modal open={dialog === 'convert'} onClose={() => setDialog(null)} title={t('posts.story.heading')} size="md">
        {dialog === 'convert' && <StoryProjectForm post={post} close={() => setDialog(null)} />}
      </Modal>
      <ConfirmDialog
        open={dialog === 'delete'}
        question={t('posts.deleteConfirm')}
        confirmLabel={t('posts.delete')}
        cancelLabel={t('posts.form.cancel')}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deletePost(post._id);
            toast.success(t('posts.deleted'));
            setDialog(null);
            onChanged('deleted');
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
