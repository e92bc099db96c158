import { Navigate, Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { DocScreen, DocsScreen } from './docs';
import { FeedScreen, PostScreen } from './feed';
import { useFeedT } from './i18n';
import { MessagesScreen } from './messages';

/**
 * Every route of the feed area, as full paths (the shell mounts this remote on /app/feed, /app/docs and
 * /app/messages).
 */
export function AppRoutes() {
  const t = useFeedT();
  return (
    <Routes>
      <Route path="/app/feed" element={<Navigate replace to="/app/feed/all" />} />
      <Route path="/app/feed/:feed" element={<FeedScreen />} />
      <Route path="/app/feed/:feed/post/:postId" element={<PostScreen />} />
      <Route path="/app/docs" element={<DocsScreen />} />
      <Route path="/app/docs/:docId" element={<DocScreen />} />
      <Route path="/app/messages" element={<MessagesScreen />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
