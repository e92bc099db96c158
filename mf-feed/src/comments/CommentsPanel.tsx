/**
 * An item's comments (spec doc 1 section 2 "Comments side modal"; doc 2 sections 2-9): tabs by tag, as the server
 * lists the tabs the caller reads (public, #admins, #private, recording, video-editing, voice), each with its count;
 * newest first with Load More; the form on top (drafts per item, @-mentions, files, emoji); replies one level deep,
 * edit in place, hide/show, remove; mute this item's comment notifications. Anonymous visitors of a published
 * project see "You are not logged in." with a login link and "Post as Anonymous". The board's discussion uses the
 * same panel as a `thread` (no tabs beyond the public one shown when it is the only one; Enter submits). Under the
 * comments, a project's PMs find its review comments (issue 26, ReviewComments).
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { loginRedirectUrl, messageOf, toast, useSession, type Comment, type CommentReply, type CommentTag } from 'shared-api';
import { Button, EmptyState, ErrorPanel, Loading, LoadMoreFooter, Switch, TabPanel, Tabs } from 'shared-ui';
import { useFeedT } from '../i18n';
import { commentCalls } from './api/change-comment';
import { setCommentMute, useCommentMute } from './api/mute-comment-notifications';
import { useComments } from './api/get-comments';
import { CommentForm, type CommentInput } from './CommentForm';
import { CommentItem, CommentList, type CommentActions } from './CommentItem';
import { ReviewComments } from './ReviewComments';

export type CommentsPanelProps = { itemId: string; variant?: 'modal' | 'thread' };

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** The tab's content: a tab panel under the tabs, or a plain block when there is only the public tab. */
function Body({
  showTabs,
  tabsId,
  selected,
  children,
}: {
  showTabs: boolean;
  tabsId: string;
  selected: string;
  children: ReactNode;
}) {
  if (!showTabs) return <div>{children}</div>;
  return (
    <TabPanel tabsId={tabsId} selected={selected}>
      {children}
    </TabPanel>
  );
}

export function CommentsPanel({ itemId, variant = 'modal' }: CommentsPanelProps) {
  const t = useFeedT();
  const user = useSession((state) => state.user);
  const [tag, setTag] = useState<CommentTag>('');
  const [anonymous, setAnonymous] = useState(false);
  const comments = useComments(itemId, tag);
  const listed = comments.items as Comment[];
  const mute = useCommentMute(itemId, Boolean(user));
  const first = comments.pages?.[0];
  const thread = variant === 'thread';
  const tabsId = `comments-${itemId}`;

  const done = async (answer: { message: string }) => {
    toast.success(answer.message);
    await comments.reload();
  };
  const failed = (error: unknown) => {
    toast.error(messageOf(error));
  };

  const post = async (input: CommentInput, replyTo?: string): Promise<boolean> => {
    const answer = await commentCalls.create({
      itemId,
      text: input.text,
      ...(replyTo ? { replyTo } : { tag }),
      ...(input.files.length ? { files: input.files.map((file) => ({ id: file.id })) } : {}),
      ...(input.mentions.length ? { mentions: input.mentions } : {}),
    });
    await done(answer);
    return true;
  };

  const actions: CommentActions = {
    reply: (parent: Comment, input) => post(input, parent._id),
    edit: async (comment: CommentReply, text: string) => {
      try {
        await done(await commentCalls.edit(comment._id, text));
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    hide: async (comment) => {
      try {
        await done(await commentCalls.hide(comment._id));
      } catch (error) {
        failed(error);
      }
    },
    remove: async (comment) => {
      try {
        await done(await commentCalls.remove(comment._id));
      } catch (error) {
        failed(error);
      }
    },
  };

  if (comments.error && !first) return <ErrorPanel message={messageOf(comments.error)} onRetry={() => void comments.reload()} />;
  if (!first) return <Loading />;

  const showTabs = first.tabs.length > 1;
  const tabLabel = (value: CommentTag) => (value === '' ? t('comments.tabs.public') : `#${t(`comments.tabs.${value}`)}`);
  const mayWrite = user ? first.canPost : first.canPost && anonymous;

  return (
    <Panel aria-label={t('comments.title')}>
      {showTabs && (
        <Tabs
          id={tabsId}
          aria-label={t('comments.tabsLabel')}
          tabs={first.tabs.map((tab) => ({
            id: tab.tag === '' ? 'public' : tab.tag,
            label: tabLabel(tab.tag),
            count: tab.count,
          }))}
          selected={tag === '' ? 'public' : tag}
          onSelect={(id) => setTag((id === 'public' ? '' : id) as CommentTag)}
        />
      )}
      <Body showTabs={showTabs} tabsId={tabsId} selected={tag === '' ? 'public' : tag}>
        {!user && (
          <Notice role="note">
            <span>{t('comments.notLoggedIn')}</span>
            <a href={loginRedirectUrl()}>{t('comments.login')}</a>
            {first.canPost && !anonymous && (
              <Button size="sm" onClick={() => setAnonymous(true)}>
                {t('comments.postAsAnonymous')}
              </Button>
            )}
          </Notice>
        )}
        {mayWrite && (
          <CommentForm
            key={`${itemId}:${tag}`}
            draftOf={`${itemId}${tag ? `:${tag}` : ''}`}
            thread={thread}
            canMention={first.canMention}
            allowFiles={Boolean(user)}
            label={tag ? t('comments.writeIn', { tab: tabLabel(tag) }) : t('comments.write')}
            submitLabel={t('comments.post')}
            onSubmit={async (input) => {
              try {
                return await post(input);
              } catch (error) {
                // The server's message, beside the form (doc 2 section 8).
                throw new Error(messageOf(error));
              }
            }}
          />
        )}
        {first.comments.length === 0 ? (
          <EmptyState message={t('comments.empty')} />
        ) : (
          <CommentList aria-label={t('comments.list')}>
            {listed.map((comment) => (
              <CommentItem key={comment._id} comment={comment} actions={actions} canMention={first.canMention} />
            ))}
          </CommentList>
        )}
        {comments.hasMore && (
          <LoadMoreFooter onLoadMore={comments.loadMore} loading={comments.isLoadingMore}>
            {t('comments.loadMore')}
          </LoadMoreFooter>
        )}
        {user && !thread && (
          <Switch
            label={t('comments.mute')}
            checked={mute.data?.config.disabled ?? false}
            disabled={!mute.data}
            onChange={async (checked) => {
              try {
                const answer = await setCommentMute(itemId, checked);
                await mute.mutate(answer, { revalidate: false });
              } catch (error) {
                failed(error);
              }
            }}
          />
        )}
      </Body>
      {!thread && first.reviewFeedback && <ReviewComments projectId={itemId} />}
    </Panel>
  );
}
