import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** The theme for a tree; `global` (default true) also injects GlobalStyle — pass false inside a parcel the shell already styles. */
export function StudioThemeProvider({ children, global = true }: { children: ReactNode; global?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {global && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
