import { PRODUCT_FONT_FAMILY, theme } from 'shared-ui';
import { FONT_FACE_CSS, FONT_FILES } from './FontFaces';

describe('the webfont (issue 13: Thai showed as boxes without a Thai system font)', () => {
  it('registers the Thai and Latin woff2 subsets, swapping in when loaded', () => {
    const faces = FONT_FACE_CSS.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain(`font-family: '${PRODUCT_FONT_FAMILY}'`);
      expect(face).toContain('font-display: swap');
      expect(face).toMatch(/format\('woff2'\)/);
    }
    expect(faces.some((face) => face.includes('U+0E01-0E5B'))).toBe(true);
    expect(faces.some((face) => face.includes('U+0000-00FF'))).toBe(true);
    // Bundled from the npm package's files (jest stubs them; webpack emits them as /app/assets/fonts/…woff2).
    expect(Object.keys(FONT_FILES).sort()).toEqual(['latin', 'thai']);
  });

  it('is the first font of the theme', () => {
    expect(theme.fonts.body.startsWith(`'${PRODUCT_FONT_FAMILY}',`)).toBe(true);
  });
});
