/** Render inside the studio theme, with a user-event session. */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { StudioThemeProvider } from '../theme/StudioThemeProvider';

export function renderUi(ui: ReactElement, options?: RenderOptions) {
  const user = userEvent.setup();
  return { user, ...render(<StudioThemeProvider>{ui}</StudioThemeProvider>, options) };
}
