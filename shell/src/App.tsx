/** The shell's React tree: theme, router, routes, and the app-wide hosts (modals, toasts, memos, unsaved guard). */
import { BrowserRouter } from 'react-router-dom';
import { StudioThemeProvider } from 'shared-ui';
import { FontFaces } from './fonts/FontFaces';
import { LiveUpdates } from './live/LiveUpdates';
import { MemoOnLoad } from './memos/MemoOnLoad';
import { CommentsHost } from './modals/CommentsHost';
import { UnsavedChangesGuard } from './modals/UnsavedChangesGuard';
import { AppRoutes } from './AppRoutes';
import { ROUTER_FUTURE } from 'shared-ui';
import { ScrollToTop } from './routing/ScrollToTop';
import { ModalHost, ToastHost } from 'shared-ui/hosts';
import { loadRemoteModule } from './federation';

export function App() {
  return (
    <StudioThemeProvider>
      <FontFaces />
      <BrowserRouter future={ROUTER_FUTURE}>
        <ScrollToTop />
        <AppRoutes />
        <ModalHost load={loadRemoteModule} />
        <CommentsHost />
        <MemoOnLoad />
        <LiveUpdates />
        <ToastHost />
        <UnsavedChangesGuard />
      </BrowserRouter>
    </StudioThemeProvider>
  );
}
