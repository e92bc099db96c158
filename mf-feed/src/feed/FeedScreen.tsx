import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, isContrib, openModal, toast, useSession, type Feed } from 'shared-api';
import {
  Button,
  Icon,
  ConfirmDialog,
  Menu,
  Modal,
  PagedList,
  PlainList,
  ScreenHeading,
  Select,
  SideColumnLayout,
  TextInput,
  UserGroup,
  useDebouncedValue,
} from 'shared-ui';
import { useFeedT } from '../i18n';
import { useFeeds } from './api/get-feeds';
import { usePosts, type PostShow, type PostSort } from './api/get-posts';
import { useDeleteFeed } from './api/save-feed';

import { feedIcon } from './feed-icons';
import { useFeedNames } from './feed-names';
import { FeedForm, FeedPeopleForm } from './FeedForm';
import { FeedList } from './FeedList';
import { PostItem } from './PostItem';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input[type='search'] {
    min-width: 12rem;
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/**
 * Who a level or role feed is for. Admins get a link to those people in the user list (`/app/users`, an admin area);
 * others read the level's or role's name without a link they could not follow.
 */
function FeedAudience({ feed, title }: { feed: Feed; title: string }) {
  const t = useFeedT();
  const user = useSession((state) => state.user);
  const param = feed.isLevelBased ? 'level' : 'role';
  if (isAdmin(user))
    return (
      <Link to={`/app/users?${param}=${encodeURIComponent(feed.name)}`}>
        {t(feed.isLevelBased ? 'feed.levelPeople' : 'feed.rolePeople')}
      </Link>
    );
  return <span>{t(feed.isLevelBased ? 'feed.levelAudience' : 'feed.roleAudience', { name: title })}</span>;
}

/** Keyword search waits for 500 ms of no typing (spec doc 2 section 9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Posts shown before "View All" (the rest of the loaded page, then Load More for the next 20). */
export const LIST_LIMIT = 10;
const SORTS: readonly PostSort[] = ['latest', 'oldest', 'modified', 'rating'];
const SHOWS: readonly PostShow[] = ['all', 'unrated'];

/**
 * /app/feed/{feed}: title with icon and post count, the feed's people, search (500 ms), sort and show, the posts
 * (20 a page, View All, Load More), the feed list, and for those who may: new feed, edit, people, remove.
 */
export function FeedScreen() {
  const t = useFeedT();
  const names = useFeedNames();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const { feed: feedName = 'all' } = useParams();
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<PostSort>('latest');
  const [show, setShow] = useState<PostShow>('all');
  const [viewAll, setViewAll] = useState(false);
  const [dialog, setDialog] = useState<'new' | 'edit' | 'people' | 'remove' | null>(null);
  const search = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  useEffect(() => setViewAll(false), [feedName, search, sort, show]);

  const feeds = useFeeds();
  const removal = useDeleteFeed();
  const posts = usePosts({ feed: feedName, sort, show, search });
  const feed = feeds.data?.feeds.find((candidate) => candidate.name === feedName);
  const icon = feedIcon(feed?.icon);
  const admin = isAdmin(user);
  const mayManage = Boolean(
    feed &&
    user &&
    !feed.isSystem &&
    !feed.isAggregate &&
    !feed.isLevelBased &&
    !feed.isRoleBased &&
    (admin || feed.createdBy === user._id),
  );
  const shownPosts = viewAll ? posts.items : posts.items.slice(0, LIST_LIMIT);
  const empty = search ? t('feed.noResult') : feedName === 'to-do' ? t('feed.allDone') : t('nothingHere');

  const manageItems = [
    ...(admin ? [{ id: 'new', label: t('feed.newFeed'), onSelect: () => setDialog('new') }] : []),
    ...(mayManage
      ? [
          { id: 'edit', label: t('feed.editFeed'), onSelect: () => setDialog('edit') },
          { id: 'people', label: t('feed.editPeople'), onSelect: () => setDialog('people') },
          { id: 'remove', label: t('feed.removeFeed'), danger: true, onSelect: () => setDialog('remove') },
        ]
      : []),
  ];

  return (
    <SideColumnLayout side="end">
      <section aria-labelledby="feed-heading">
        <ScreenHeading
          id="feed-heading"
          note={feed && t('feed.postCount', { count: feed.postCount })}
          aside={
            <>
              {isContrib(user) && !feed?.isReadOnly && !feed?.isAggregate && (
                <Button
                  variant="primary"
                  icon={<Icon name="pencil" />}
                  onClick={() => openModal('post-form', { feed: feedName })}
                >
                  {t('posts.form.new', { type: t('posts.form.types.post') })}
                </Button>
              )}
              {manageItems.length > 0 && <Menu label={t('feed.manage')} items={manageItems} />}
            </>
          }
        >
          {icon && <Icon name={icon} style={{ marginRight: '0.3em' }} />}
          {names.title(feed, feedName)}
        </ScreenHeading>
        <Meta>
          {names.description(feed) && <span>{names.description(feed)}</span>}
          {feed && feed.people.length > 0 && (
            <span aria-label={t('feed.people')} role="group">
              <UserGroup users={feed.people} max={8} size={28} />
            </span>
          )}
          {feed && (feed.isLevelBased || feed.isRoleBased) && <FeedAudience feed={feed} title={names.title(feed, feed.name)} />}
        </Meta>
        <Toolbar>
          <label>
            {t('feed.search')}
            <TextInput type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
          </label>
          <label>
            {t('feed.sort')}
            <Select value={sort} onChange={(event) => setSort(event.target.value as PostSort)}>
              {SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`feed.sorts.${value}`)}
                </option>
              ))}
            </Select>
          </label>
          <label>
            {t('feed.show')}
            <Select value={show} onChange={(event) => setShow(event.target.value as PostShow)}>
              {SHOWS.map((value) => (
                <option key={value} value={value}>
                  {t(`feed.shows.${value}`)}
                </option>
              ))}
            </Select>
          </label>
        </Toolbar>
        <PagedList
          load={{ ...posts, hasMore: posts.hasMore && (viewAll || posts.items.length <= LIST_LIMIT) }}
          empty={empty}
          loadMoreLabel={t('feed.loadMore')}
        >
          <PlainList aria-label={t('feed.posts')}>
            {shownPosts.map((post) => (
              <PostItem key={post._id} post={post} feedName={feedName} />
            ))}
          </PlainList>
          {!viewAll && posts.items.length > LIST_LIMIT && (
            <Button variant="link" onClick={() => setViewAll(true)}>
              {t('feed.viewAll')}
            </Button>
          )}
        </PagedList>
      </section>
      {feeds.data && <FeedList feeds={feeds.data.feeds} />}
      <Modal
        open={dialog === 'new' || dialog === 'edit'}
        onClose={() => setDialog(null)}
        title={dialog === 'edit' ? t('feed.editFeed') : t('feed.newFeed')}
        size="sm"
      >
        {(dialog === 'new' || dialog === 'edit') && (
          <FeedForm
            feed={dialog === 'edit' ? feed : undefined}
            close={() => setDialog(null)}
            onSaved={(saved: Feed) => navigate(`/app/feed/${encodeURIComponent(saved.name)}`)}
          />
        )}
      </Modal>
      <Modal
        open={dialog === 'people'}
        onClose={() => setDialog(null)}
        title={feed && t('feed.form.peopleHeading', { name: feed.name })}
        size="md"
      >
        {dialog === 'people' && feed && <FeedPeopleForm feed={feed} people={feed.people} close={() => setDialog(null)} />}
      </Modal>
      <ConfirmDialog
        open={dialog === 'remove'}
        question={t('feed.removeConfirm')}
        confirmLabel={t('feed.removeFeed')}
        cancelLabel={t('feed.form.cancel')}
        busy={removal.isSending}
        error={removal.error?.message}
        onCancel={() => {
          removal.clearError();
          setDialog(null);
        }}
        onConfirm={async () => {
          if (!feed) return;
          // A refusal stays in the dialog (the server's sentence); nothing moves.
          if (!(await removal.run(feed.name))) return;
          toast.success(t('feed.removed'));
          setDialog(null);
          // Deleting the selected feed goes to the first feed.
          const first = feeds.data?.feeds.find((other) => other._id !== feed._id);
          navigate(`/app/feed/${encodeURIComponent(first?.name ?? 'all')}`);
        }}
      />
    </SideColumnLayout>
  );
}
