/**
 * The top bar's global search (spec doc 1 §2 top bar, doc 2 §2 "Global search"; issue 18), for contributors: a live
 * search box (the combobox/listbox pattern) that asks 200 ms after the typing stops, with the results grouped as
 * projects (64 px cover thumbnail, status), posts (feed, 150-character preview), message threads (the matching
 * message's 150-character preview) and opened with the arrow keys and
 * Enter or a click. '/' focuses it from anywhere but a text field; Escape closes it; a blank term asks nothing.
 * Below the small breakpoint the box is an icon that opens it across the bar.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { GLOBAL_SEARCH_DEBOUNCE_MS, isSystemFeedName, LABELS_NAMESPACE } from 'shared-api';
import { Icon, mediaUrl, statusColor, useDebouncedValue, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { useProjectSearch, type FoundProject } from './api/search-projects';
import { usePostSearch, type FoundPost } from './api/search-posts';
import { useMessageSearch, type FoundThread } from './api/search-messages';
import { Box, boxAttributes, isTextField, Root, SmallOnly } from './search-box-parts';

/** Results shown per group. */
export const SEARCH_GROUP_LIMIT = 5;
const THUMBNAIL_PX = 64;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  width: min(440px, calc(100vw - 16px));
  max-height: min(70vh, 560px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  padding: ${({ theme }) => theme.space.xs} 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    top: 100%;
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    width: auto;
  }
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`;

const Option = styled.div<{ $active: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.hover : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
`;

const Thumb = styled.div`
  flex: none;
  width: ${THUMBNAIL_PX}px;
  height: ${THUMBNAIL_PX}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Status = styled.span<{ $status: string }>`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ $status }) => statusColor($status)};
`;

const Note = styled.div`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A result as the keyboard walks them: where it leads and how it reads. */
type Result = { key: string; href: string; content: ReactNode };
type Group = { key: string; label: string; results: Result[] };

/** How the deferred box (SearchBox) hands over: what was typed, whether it was opened across the bar, its focus. */
export type GlobalSearchProps = { initialText?: string; initialExpanded?: boolean; autoFocus?: boolean };

export function GlobalSearch({ initialText = '', initialExpanded = false, autoFocus = false }: GlobalSearchProps) {
  const t = useT(SHELL_NAMESPACE);
  const labels = useT(LABELS_NAMESPACE);
  const navigate = useNavigate();
  const ids = useId();
  const listboxId = `${ids}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(initialExpanded);
  const [focusRequest, setFocusRequest] = useState(autoFocus ? 1 : 0);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), GLOBAL_SEARCH_DEBOUNCE_MS);

  const projects = useProjectSearch(term, SEARCH_GROUP_LIMIT);
  const posts = usePostSearch(term);
  const threads = useMessageSearch(term);

  // Focus once the box is shown (below the small breakpoint it is hidden until opened).
  useEffect(() => {
    const input = inputRef.current;
    if (focusRequest === 0 || !input) return;
    input.focus();
    // Typing goes on at the end of what the deferred box already held.
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusRequest]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      event.preventDefault();
      setExpanded(true);
      setFocusRequest((n) => n + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The results of the term typed now; a term still settling shows none.
  const settled = term !== '' && term === text.trim();
  const groups: Group[] = settled
    ? [
        {
          key: 'projects',
          label: t('search.projects'),
          results: (projects.data?.projects ?? []).map((project) => ({
            key: `project-${project._id}`,
            href: `/app/projects/${encodeURIComponent(project._id)}`,
            content: (
              <ProjectResult project={project} status={labels(`projectStatus.${project.status}`)} noCover={t('search.noCover')} />
            ),
          })),
        },
        {
          key: 'posts',
          label: t('search.posts'),
          results: (posts.data?.posts ?? []).slice(0, SEARCH_GROUP_LIMIT).map((post) => ({
            key: `post-${post._id}`,
            href: `/app/feed/${encodeURIComponent(post.feed.name)}/post/${encodeURIComponent(post._id)}`,
            content: (
              <PostResult
                post={post}
                feed={t('search.inFeed', {
                  feed: isSystemFeedName(post.feed.name) ? labels(`systemFeed.${post.feed.name}`) : post.feed.name,
                })}
              />
            ),
          })),
        },
        {
          key: 'messages',
          label: t('search.messages'),
          results: (threads.data?.conversations ?? []).slice(0, SEARCH_GROUP_LIMIT).map((thread) => ({
            key: `thread-${thread.conversation._id}`,
            href: `/app/messages?conversation=${encodeURIComponent(thread.conversation._id)}`,
            content: <ThreadResult thread={thread} />,
          })),
        },
      ].filter((group) => group.results.length > 0)
    : [];
  const results = groups.flatMap((group) => group.results);
  const searches = [projects, posts, threads];
  const failed = settled && searches.some((search) => search.error);
  const loading = !settled || searches.some((search) => !search.data && !search.error);
  const showPopup = open && text.trim() !== '';
  const optionId = (index: number) => `${ids}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (result: Result) => {
    close();
    setText('');
    setExpanded(false);
    inputRef.current?.blur();
    navigate(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index === -1 && step < 0 ? results.length - 1 : (index + step + results.length) % results.length));
        return;
      }
      case 'Enter': {
        const chosen = results[active];
        if (!showPopup || !chosen) return;
        event.preventDefault();
        go(chosen);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (showPopup) close();
        else {
          setText('');
          setExpanded(false);
        }
        return;
    }
  };

  let index = 0;
  return (
    <>
      <SmallOnly
        aria-label={t('search.open')}
        onClick={() => {
          setExpanded(true);
          setFocusRequest((n) => n + 1);
        }}
      >
        <Icon name="search" />
      </SmallOnly>
      <Root
        $expanded={expanded}
        role="search"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            close();
            if (!text.trim()) setExpanded(false);
          }
        }}
      >
        <Box
          ref={inputRef}
          {...boxAttributes(t)}
          aria-expanded={showPopup}
          aria-controls={listboxId}
          aria-activedescendant={showPopup && active >= 0 && active < results.length ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <SmallOnly
          aria-label={t('search.close')}
          onClick={() => {
            close();
            setText('');
            setExpanded(false);
          }}
        >
          <Icon name="close" />
        </SmallOnly>
        <Popup hidden={!showPopup}>
          <div id={listboxId} role="listbox" aria-label={t('search.label')}>
            {groups.map((group) => (
              <div key={group.key} role="group" aria-labelledby={`${ids}-${group.key}`}>
                <GroupLabel id={`${ids}-${group.key}`} role="presentation">
                  {group.label}
                </GroupLabel>
                {group.results.map((result) => {
                  const at = index++;
                  return (
                    <Option
                      key={result.key}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === active}
                      $active={at === active}
                      // Keep the focus in the box: the click opens the result.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(result)}
                    >
                      {result.content}
                    </Option>
                  );
                })}
              </div>
            ))}
          </div>
          <div role="status">
            {showPopup && results.length === 0 && (
              <Note>{failed ? t('search.failed') : loading ? t('search.searching') : t('search.nothingFound')}</Note>
            )}
          </div>
        </Popup>
      </Root>
    </>
  );
}

function ProjectResult({ project, status, noCover }: { project: FoundProject; status: string; noCover: string }) {
  return (
    <>
      <Thumb>
        {project.thumbnail ? (
          <img src={mediaUrl(project.thumbnail)} alt="" width={THUMBNAIL_PX} height={THUMBNAIL_PX} />
        ) : (
          <Icon name="film" label={noCover} />
        )}
      </Thumb>
      <Text>
        <Title>{project.title}</Title>
        <Status $status={project.status}>{status}</Status>
      </Text>
    </>
  );
}

function PostResult({ post, feed }: { post: FoundPost; feed: string }) {
  return (
    <Text>
      <Title>{post.title}</Title>
      <Meta>{feed}</Meta>
      {post.bodyPreview && <Meta>{post.bodyPreview}</Meta>}
    </Text>
  );
}

function ThreadResult({ thread }: { thread: FoundThread }) {
  return (
    <Text>
      <Title>{thread.conversation.title}</Title>
      <Meta>{thread.preview}</Meta>
    </Text>
  );
}
