/**
 * The reviewer's page as a build of its own (decision 0740), served at `/review`: the theme, the webfont and the
 * review in the page's language (the server's boot data carries it), with no router, federation or single-spa.
 */
import { createRoot } from 'react-dom/client';
import { useSession } from 'shared-api';
import { setLocale, StudioThemeProvider } from 'shared-ui';
import { FontFaces } from '../fonts';
import { ReviewPage } from './ReviewPage';
import './strings';

void setLocale(useSession.getState().locale);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StudioThemeProvider>
    <FontFaces />
    <ReviewPage />
  </StudioThemeProvider>,
);
