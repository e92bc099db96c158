// User-written text (posts, docs, notifications) is markdown, rendered on the server and sanitised, so the
// client can insert `html` as is.
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
  },
  // Links and images: web and mail addresses, and the studio's own relative ones (/media/…). No `data:` images: an
  // SVG data URL carries script when opened on its own, and studio images are uploads (server/test/markdown-xss).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(html, SANITIZE).trim();
}

const PREVIEW_LENGTH = 150;

/** Plain text of rendered HTML, cut at 150 characters with an ellipsis. */
export function previewOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}
