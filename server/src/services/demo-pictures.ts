// The demo studio's pictures (issue 28): drawn at seed time with sharp and stored through the same upload path as a
// person's upload (storeBytes: type sniffed, variants made, a `files` row), then put on the records as the app's own
// calls do — scene images with an "Image uploaded" version, numbered markers on them, storyboard frames, a sketch with
// its version, and covers showing each platform's title, chosen for that platform with the title. So a newcomer
// opening a project in storyboarding or later meets a studio in the middle of its work.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { storeBytes } from './uploads';
import { addSceneVersion, updateScene } from '../repositories/scenes';
import { insertCover, insertTitle, toggleSelection } from '../repositories/social-media';
import type { SocialPlatformName } from '../schemas/social-media';

const WIDTH = 640;
const HEIGHT = 360;
const PALETTE = ['#f4d35e', '#9bc1bc', '#ed6a5a', '#5ca4a9', '#e6ebe0', '#f0b67f', '#8fb8de', '#c8d5b9'];

/** What a project's pictures are at its stage: the share of its scenes drawn, and whether it has covers. */
const STAGE: Partial<Record<string, { drawn: number; covers: boolean }>> = {
  storyboarding: { drawn: 0.6, covers: false },
  production: { drawn: 1, covers: true },
  finalizing: { drawn: 1, covers: true },
  ready: { drawn: 1, covers: true },
  launched: { drawn: 1, covers: true },
};
/** The scenes of a production project that get storyboard frames and markers (the board view shows them). */
const BOARDED_SCENES = 4;

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A simple drawn frame: sky, ground, a house, a sun and a figure placed by the scene's number, and its label. */
function frameSvg(label: string, seed: number): string {
  const sky = PALETTE[seed % PALETTE.length];
  const x = 80 + ((seed * 97) % 420);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="${sky}"/>
    <rect y="250" width="${WIDTH}" height="110" fill="#6a994e"/>
    <circle cx="${560 - (seed % 5) * 40}" cy="70" r="36" fill="#ffd166"/>
    <rect x="${x}" y="150" width="120" height="100" fill="#bc4749"/>
    <polygon points="${x - 10},150 ${x + 60},95 ${x + 130},150" fill="#6d2e46"/>
    <rect x="${x + 45}" y="195" width="30" height="55" fill="#3d405b"/>
    <circle cx="${(x + 260) % 600}" cy="205" r="16" fill="#3d405b"/>
    <line x1="${(x + 260) % 600}" y1="221" x2="${(x + 260) % 600}" y2="270" stroke="#3d405b" stroke-width="6"/>
    <rect x="12" y="12" width="150" height="40" rx="6" fill="#ffffff" opacity="0.85"/>
    <text x="24" y="40" font-family="sans-serif" font-size="22" fill="#222">${escape(label)}</text>
  </svg>`;
}

/** A sketch over a scene: loose strokes on a transparent ground, as the sketcher saves them. */
function sketchSvg(seed: number): string {
  const y = 120 + (seed % 3) * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <path d="M60 ${y} C 160 ${y - 80}, 260 ${y + 80}, 360 ${y}" stroke="#d00000" stroke-width="6" fill="none"/>
    <path d="M420 80 l 60 60 m 0 -60 l -60 60" stroke="#d00000" stroke-width="6"/>
    <ellipse cx="480" cy="250" rx="70" ry="40" stroke="#1d3557" stroke-width="5" fill="none"/>
  </svg>`;
}

/** A cover: the project's title for the platform, large, over a drawn background. */
function coverSvg(title: string, platform: SocialPlatformName, seed: number): string {
  const words = title.split(' ');
  const lines = [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')];
  const band = platform === 'yt' ? '#c1121f' : '#1877f2';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="100%" height="100%" fill="${PALETTE[(seed + 3) % PALETTE.length]}"/>
    <circle cx="1000" cy="360" r="240" fill="${PALETTE[(seed + 5) % PALETTE.length]}"/>
    <rect y="470" width="1280" height="250" fill="${band}"/>
    ${lines
      .filter(Boolean)
      .map(
        (line, i) =>
          `<text x="60" y="${570 + i * 90}" font-family="sans-serif" font-weight="bold" font-size="80" fill="#fff">${escape(line)}</text>`,
      )
      .join('')}
  </svg>`;
}

const TITLES: Record<SocialPlatformName, (title: string) => string> = {
  fb: (title) => `${title}: you won't believe what happened`,
  yt: (title) => `${title} (a true story)`,
  pr: (title) => title,
};

type User = { id: string; name: string };

/** Stores a drawn picture through the upload path, as `user`'s upload. */
async function store(app: FastifyInstance, bytes: Buffer, name: string, user: User) {
  return storeBytes(app, bytes, { name, userId: user.id, kinds: ['image'], shape: 'proportional' });
}

/** Draws and stores the demo studio's pictures; run once, right after the seed (the files live in the app's storage). */
export async function seedDemoPictures(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const users = await db.selectFrom('users').select(['id', 'name', 'email']).execute();
  const userOf = (email: string) => users.find((user) => user.email === email);
  const artist = userOf('staff@demo.test');
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'title', 'status'])
    .where('status', 'in', Object.keys(STAGE) as never)
    .orderBy('created_at')
    .execute();
  for (const [p, project] of projects.entries()) {
    const stage = STAGE[project.status];
    if (!stage) continue;
    const collaboratorIds = (
      await db.selectFrom('project_collaborators').select('user_id').where('project_id', '=', project.id).execute()
    ).map((row) => row.user_id);
    const pm =
      users.find((user) => collaboratorIds.includes(user.id) && /^(pm|admin)@/.test(user.email)) ?? userOf('admin@demo.test');
    if (!pm) continue;
    // The storyboard artist draws where they work; elsewhere the project's PM put the pictures up.
    const drawer = artist && collaboratorIds.includes(artist.id) ? artist : pm;
    const scenes = await db
      .selectFrom('scenes')
      .select(['id', 'position', 'text'])
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
    const drawn = scenes.slice(0, Math.round(scenes.length * stage.drawn));
    for (const scene of drawn) {
      const n = scene.position + 1;
      const image = await store(app, await png(frameSvg(`Scene ${n}`, p * 31 + n)), `scene-${n}.png`, drawer);
      const boarded = stage.covers && scene.position < BOARDED_SCENES;
      const frames = boarded
        ? [
            await store(app, await png(frameSvg(`Scene ${n} · A`, p * 31 + n + 7)), `scene-${n}-a.png`, drawer),
            await store(app, await png(frameSvg(`Scene ${n} · B`, p * 31 + n + 13)), `scene-${n}-b.png`, drawer),
          ]
        : [];
      await db.transaction().execute(async (trx) => {
        await updateScene(trx, scene.id, {
          image_file_id: image.id,
          image_by: drawer.id,
          image_at: new Date(),
          // Numbered markers where the action happens (percentages of the image), and the board's frames.
          ...(boarded
            ? {
                numbers: JSON.stringify({ '1': { x: 30, y: 60 }, '2': { x: 62, y: 55 }, '2.1': { x: 70, y: 40 } }),
                board_frames: JSON.stringify(frames.map((frame) => frame.id)),
                board_action: 'Walks to the house and knocks.',
              }
            : {}),
        });
        await addSceneVersion(trx, {
          sceneId: scene.id,
          projectId: project.id,
          type: 'image',
          title: 'Image uploaded',
          text: scene.text,
          imageFileId: image.id,
          user: drawer,
        });
      });
    }
    // A sketch over the second drawn scene (the first if alone): the PM's note to the artist.
    const sketched = drawn[1] ?? drawn[0];
    if (sketched) {
      const sketch = await store(app, await png(sketchSvg(p)), 'sketch.png', pm);
      await db.transaction().execute(async (trx) => {
        await updateScene(trx, sketched.id, { sketch_file_id: sketch.id, sketch_by: pm.id, sketch_at: new Date() });
        await addSceneVersion(trx, {
          sceneId: sketched.id,
          projectId: project.id,
          type: 'sketch',
          title: 'Sketch saved',
          text: sketched.text,
          imageFileId: sketch.id,
          user: pm,
        });
      });
    }
    if (!stage.covers) continue;
    // A cover per platform the studio launches on, showing that platform's title, each chosen for it with the title.
    const platforms: SocialPlatformName[] = ['fb', 'yt'];
    for (const platform of platforms) {
      const title = TITLES[platform](project.title);
      const file = await store(app, await png(coverSvg(title, platform, p)), `cover-${platform}.png`, drawer);
      await db.transaction().execute(async (trx) => {
        const coverId = await insertCover(trx, { projectId: project.id, fileId: file.id, user: drawer });
        const titleId = await insertTitle(trx, { projectId: project.id, text: title, userId: pm.id });
        const unchosen = { project_id: project.id, fb: false, yt: false, pr: false };
        await toggleSelection(trx, 'cover', { id: coverId, ...unchosen }, platform);
        await toggleSelection(trx, 'title', { id: titleId, ...unchosen }, platform);
      });
    }
  }
}
