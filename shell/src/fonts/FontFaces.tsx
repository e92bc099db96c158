/**
 * The product's webfont (issue 13: a machine without Thai fonts showed boxes): Noto Sans Thai, variable weight,
 * from the @fontsource-variable package, bundled by the shell as woff2 files of their own. Only its Thai and Latin
 * subsets (each fetched only when the page shows a character of its unicode range), shown with font-display swap
 * so text never waits for it. The theme names it first (shared-ui theme.fonts.body, PRODUCT_FONT_FAMILY).
 */
import { createGlobalStyle } from 'styled-components';
import { PRODUCT_FONT_FAMILY } from 'shared-ui';
import latin from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2';
import thai from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2';

/** The unicode ranges of the two subsets, as the package's own CSS (wght.css) gives them. */
export const THAI_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const FONT_FILES = { thai, latin };

/** The two @font-face rules (one per subset), as the shell's global style injects them. */
export const FONT_FACE_CSS = `
  @font-face {
    font-family: '${PRODUCT_FONT_FAMILY}';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${thai}) format('woff2');
    unicode-range: ${THAI_RANGE};
  }
  @font-face {
    font-family: '${PRODUCT_FONT_FAMILY}';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${latin}) format('woff2');
    unicode-range: ${LATIN_RANGE};
  }
`;

export const FontFaces = createGlobalStyle`
  ${FONT_FACE_CSS}
`;
