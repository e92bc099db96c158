// Markdown is rendered on the server and sanitised (services/markdown.ts): no script, event handler or
// `javascript:` (nor `vbscript:` or `data:`) URL survives in stored or served HTML. Each surface below writes one
// payload the way its users can and answers the HTML it stores and serves; every payload is tried on every surface.
// Posts and comments add their endpoints here as SURFACES entries when their create calls land.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createNotification, createPost, createUser, type Feed, type User } from './factories';
import { renderMarkdown } from '../src/services/markdown';

/** Real XSS payloads: raw HTML, event handlers, dangerous URLs (plain, encoded, obfuscated) and markdown tricks. */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="behavior: url(x.htc)">x</p>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[x](https://ok.example "\\"><img src=x onerror=alert(1)>")',
  '[click][evil]\n\n[evil]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '`<script>alert(1)</script>` and ```\n<img src=x onerror=alert(1)>\n```',
  '**<img src=x onerror=alert(1)>**',
  '> <a href="javascript:alert(1)">quoted</a>',
];

const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'body',
  'html',
  'video',
  'audio',
  'source',
  'details',
]);
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'action', 'xlink:href', 'background', 'dynsrc', 'lowsrc']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'data', 'poster', 'cite']);

const ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};
/** A URL attribute as a browser reads it: entities decoded, control characters and spaces dropped, lower-cased. */
function browserUrl(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[\u0000-\u0020\u007f-\u00a0]/g, '')
    .toLowerCase();
}

/** Every way `html` could run script once inserted into a page; empty when it is safe. */
export function scriptHazards(html: string): string[] {
  const hazards: string[] = [];
  if (/<\s*script/i.test(html)) hazards.push('a script tag');
  for (const tag of html.matchAll(/<\s*([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const name = tag[1].toLowerCase();
    if (FORBIDDEN_TAGS.has(name)) hazards.push(`a <${name}> tag`);
    for (const attribute of tag[2].matchAll(/([^\s"'=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attr = attribute[1].toLowerCase();
      const value = (attribute[2] ?? '').replace(/^["']|["']$/g, '');
      if (attr.startsWith('on')) hazards.push(`an event handler ${attr}`);
      if (FORBIDDEN_ATTRIBUTES.has(attr)) hazards.push(`a ${attr} attribute`);
      if (URL_ATTRIBUTES.has(attr) && /^(javascript|vbscript|data|livescript):/.test(browserUrl(value))) {
        hazards.push(`a ${attr} of ${value}`);
      }
    }
  }
  return hazards;
}

interface Surface {
  name: string;
  /** Writes the payload as a user can, and answers every HTML the server stores and serves for it. */
  write(payload: string): Promise<string[]>;
}

let t: TestApp;
let admin: User;
let adminCookie: string;
let readerCookie: string;
let reader: User;
let feed: Feed;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Admin' });
  reader = await createUser(t.db, { level: 'staff', name: 'Reader' });
  adminCookie = await signIn(t.db, admin);
  readerCookie = await signIn(t.db, reader);
  await createFeed(t.db, { name: 'all', aggregate: true });
  feed = await createFeed(t.db, { name: 'studio' });
});
afterAll(() => t.close());

const SURFACES: Surface[] = [
  {
    name: 'docs (POST /api/blogposts, served by GET /api/blogposts/{id})',
    async write(payload) {
      const created = await call(t.app, 'POST', '/api/blogposts', {
        cookie: adminCookie,
        payload: { title: 'XSS', body: payload },
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().blogpost._id;
      const stored = await t.db.selectFrom('blogposts').select('body_html').where('id', '=', id).executeTakeFirstOrThrow();
      const served = await call(t.app, 'GET', `/api/blogposts/${id}`, { cookie: readerCookie });
      // Edited back in: the edit path renders the same way.
      const edited = await call(t.app, 'POST', `/api/blogposts/${id}`, {
        cookie: adminCookie,
        payload: { title: 'XSS', body: `x\n\n${payload}` },
      });
      return [
        created.json().blogpost.bodyHtml,
        stored.body_html,
        served.json().blogpost.bodyHtml,
        edited.json().blogpost.bodyHtml,
      ];
    },
  },
  {
    name: 'posts (stored as the feed stores them, served by GET /api/posts)',
    async write(payload) {
      const post = await createPost(t.db, { feed, user: admin, title: `XSS ${Math.random()}`, body: payload });
      const served = await call(t.app, 'GET', '/api/posts?feed=studio&limit=100', { cookie: readerCookie });
      const json = served.json().posts.find((p: { _id: string }) => p._id === post.id);
      return [post.body_html, json.bodyHtml, json.bodyPreview];
    },
  },
  {
    name: 'notifications (served by GET /api/notifs)',
    async write(payload) {
      const note = await createNotification(t.db, { user: reader, actor: admin, text: payload });
      const served = await call(t.app, 'GET', '/api/notifs?limit=50', { cookie: readerCookie });
      const json = served.json().notifs.find((n: { _id: string }) => n._id === note.id);
      return [json.html];
    },
  },
];

describe('the hazard check itself', () => {
  it('sees what it is meant to see', () => {
    expect(scriptHazards('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['a href of jav&#x09;ascript:alert(1)']);
    expect(scriptHazards('<img src=x onerror=alert(1)>')).toEqual(['an event handler onerror']);
    expect(scriptHazards('<p>fine <a href="https://ok.example" rel="noopener noreferrer">ok</a></p>')).toEqual([]);
  });
});

describe.each(SURFACES.map((surface) => [surface.name, surface] as const))('%s', (_name, surface) => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %s', async (payload) => {
    const htmls = await surface.write(payload);
    expect(htmls.length).toBeGreaterThan(0);
    for (const html of htmls) expect({ html, hazards: scriptHazards(html) }).toEqual({ html, hazards: [] });
  });
});

describe('what stays', () => {
  it('ordinary markdown keeps its links, images from the studio, and code', () => {
    expect(renderMarkdown('[Guide](https://example.com/guide) ![cover](/media/abc_l.jpg) `<b>`')).toBe(
      '<p><a href="https://example.com/guide" rel="noopener noreferrer">Guide</a> <img src="/media/abc_l.jpg" alt="cover" /> <code>&lt;b&gt;</code></p>',
    );
  });
});
