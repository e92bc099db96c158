// The tutorial doc of every job type: what the job page's Help link opens (`/app/docs/{slug}`, slugs from
// shared-api JOB_TUTORIALS). The demo seed writes them through the same path as the doc form
// (services/blogposts.ts `createBlogpost`), so each is a doc an admin could have written and can edit.
import { JOB_TUTORIALS, JOB_TYPES, type JobType } from 'shared-api/roles';
import type { BlogpostInput } from '../schemas/blogpost';

const WORKFLOW = `
## How a job moves
1. **Claim** the job from the Jobs list (only people invited or holding the role can). It is now *in progress* and yours.
2. Do the work in the project (the job's **Open in the project** link takes you there).
3. **Submit** the job with a short note and your files. The job waits for the project's manager (*pending*).
4. The manager **approves** it (completed, and it will be paid) or **rejects** it with a note: fix what the note says and submit again.

If you cannot finish, **release** the job early so someone else can claim it.`;

interface Tutorial {
  /** English title, then the Thai one. */
  title: string;
  body: string;
}

const TUTORIALS: Record<JobType, Tutorial> = {
  'video-idea': {
    title: 'Video idea tutorial · บทเรียนการเสนอไอเดียวิดีโอ',
    body: `A video idea is a story pitch the studio can turn into a project.

## What a good idea has
- **A hook in one sentence**: who wants what, and what stands in the way.
- **A twist or payoff** the viewer does not see coming.
- **A lesson or feeling** people want to share.

## Writing the pitch
- Give the idea a working title of at most ten words.
- Summarise the story in three to five sentences: beginning, conflict, ending.
- Name the audience and why they will watch to the end.
${WORKFLOW}`,
  },
  'project-manager': {
    title: 'Project management tutorial · บทเรียนการจัดการโปรเจกต์',
    body: `As a project manager (PM) you own a project from the first script to launch.

## Your checklist
- Fill in the **project brief** before the script is ordered, and the **storyboard brief** before storyboarding.
- Set the **specs** (level, voice and music) so contributors know the style.
- **Create jobs** for each step and invite the right people; keep the job descriptions specific.
- Move the project's **status** on: script writing → storyboarding → production → finalizing → ready.
- Review every submission the same day if you can: approve, or reject with a note that says exactly what to change.

## Good habits
- Keep the project checklist ticked as items are done; the team reads it.
- Use comments on the project for decisions, so they stay with the work.
${WORKFLOW}`,
  },
  'cross-checking': {
    title: 'Cross-checking tutorial · บทเรียนการตรวจทานข้ามทีม',
    body: `Cross-checking is a second PM's review of a project before it moves on.

## What to check
- The script matches the brief and has no factual or spelling mistakes.
- Scene images follow the storyboard brief and the script's order.
- Covers and titles are in place for every platform the project launches on.
- Nothing in the text is likely to be demonetized (see the demonetization review tutorial).

## Reporting
Write every problem in your submission note as a list: where it is (scene number, box) and what should change.
${WORKFLOW}`,
  },
  script: {
    title: 'Script writing tutorial · บทเรียนการเขียนบท',
    body: `The script is the spine of the video: every scene, voice line and image follows it.

## Length
- About **1,900 words or more** makes a 10-minute video, which earns double a shorter one. Aim past 1,900.
- Between 1,600 and 1,800 words the PM sees a warning: the video would be just short of 10 minutes.

## Structure
1. **Hook** (first 15 seconds): start in the middle of the conflict.
2. **Build-up**: each scene raises the stakes; cut anything that does not.
3. **Twist and payoff**: resolve the conflict in a way the viewer did not expect.
4. **Lesson**: one or two sentences, never a lecture.

## Writing in the app
- Write scene by scene on the project's **Script** page; one scene is one image and a few voice lines.
- Avoid words on the sensitive-words list: the page warns you when a scene has one.
${WORKFLOW}`,
  },
  'title-writing': {
    title: 'Title writing tutorial · บทเรียนการเขียนชื่อวิดีโอ',
    body: `A title decides whether people click. Write several and let the team rate them.

## Rules of thumb
- Keep titles under **60 characters**, so they are not cut off on phones.
- Promise the conflict, not the ending: *"She Laughed at the Cleaner — Then the Will Was Read"*.
- Use one strong emotion word; never use clickbait the video does not deliver.
- Write at least **five** titles per platform (Facebook, YouTube) on the project's **Media** page.

## Avoid
Words that get videos demonetized, all-caps titles, and more than one exclamation mark.
${WORKFLOW}`,
  },
  'demon-hunter': {
    title: 'Demonetization review tutorial · บทเรียนการตรวจคำเสี่ยง',
    body: `A demonetization review finds the words and scenes that could cost the video its ads.

## How to review
1. Read the whole script on the **Script** page; the app highlights words from the sensitive-words list.
2. Check each image for violence, blood, weapons, drugs or revealing clothes.
3. For every risk, write the scene number, the word or picture, and a safer alternative.

## Risky and mild words
**Risky** words almost always lose ads (violence, self-harm, drugs): they must go. **Mild** words are fine in context: flag them only when the scene dwells on them.

When the project is clean, the admin marks it as good and the warning disappears.
${WORKFLOW}`,
  },
  'demon-hunter-editing': {
    title: 'Demonetization editing tutorial · บทเรียนการแก้ไขคำเสี่ยง',
    body: `Demonetization editing fixes what the review found, without changing the story.

## Editing the script
- Replace each risky word with a neutral one that keeps the meaning (*"hurt"* instead of a graphic word).
- Rewrite a scene only when swapping words is not enough; keep its length close to the original.
- Keep the voice lines natural: read them aloud after editing.

## Editing images
Ask the storyboard artist (through a comment on the scene) to redraw images the review flagged.
${WORKFLOW}`,
  },
  storyboard: {
    title: 'Storyboarding tutorial · บทเรียนการทำสตอรี่บอร์ด',
    body: `The storyboard turns each scene of the script into one clear picture.

## Before you start
Read the **storyboard brief** on the project's Home page: characters, style and anything the PM asks for.

## Drawing scenes
- One image per scene, in the script's order; the scene number is on each scene card.
- Sketch first (the scene's **sketch** tool) and upload the final image when it is approved.
- Keep characters recognisable from scene to scene: the same clothes, hair and colours.
- Leave room at the top for subtitles and the hook text.

## Sizes
Work at 1920 × 1080 pixels (16:9); export JPG or PNG.
${WORKFLOW}`,
  },
  voice: {
    title: 'Voice-over tutorial · บทเรียนการพากย์เสียง',
    body: `The voice-over reads the script with feeling, at a pace viewers can follow.

## Recording
- Record in a quiet room, 30 cm from the microphone, with a pop filter.
- Export **WAV or MP3**, 44.1 kHz, mono; one file per scene or one file with a short pause between scenes.
- Check the job's **voice gender** and the project's **voice spec** sample before you start.

## Performance
- Read a little slower than you speak: about 150 words a minute.
- Change your voice slightly for each character; keep the narrator calm.
- Re-record any line with a mistake instead of editing words together.

## Submitting
Name files by scene number (\`scene-01.mp3\`) and upload them with your submission.
${WORKFLOW}`,
  },
  coloring: {
    title: 'Coloring tutorial · บทเรียนการลงสี',
    body: `Coloring turns the approved storyboard line art into finished images.

## Palette
- Use the project's palette and keep each character's colours the same in every scene.
- Backgrounds lighter and less saturated than characters, so faces stand out.

## Files
- Work on the storyboard image of each scene at full size (1920 × 1080).
- Export JPG; keep your layered PSD in case the PM asks for changes.
- Upload the colored image on the scene it belongs to; the scene count sets the job's price.
${WORKFLOW}`,
  },
  recording: {
    title: 'Recording tutorial · บทเรียนการอัดวิดีโอฉาก',
    body: `Recording captures each scene's drawing as a screen recording of it being drawn.

## Setting up
- Record at **1920 × 1080**, 30 frames per second, with the canvas filling the screen.
- Hide toolbars, notifications and the mouse pointer where you can.

## Recording scenes
- One clip per scene, named by scene number (\`scene-01.mp4\`).
- Draw at an even speed; pause recording while you look for references.
- End each clip on the finished image, held for two seconds.
${WORKFLOW}`,
  },
  'video-editing': {
    title: 'Video editing tutorial · บทเรียนการตัดต่อวิดีโอ',
    body: `Video editing puts the voice, scenes, music and sound together into the video.

## Steps
1. Lay the voice-over down first; it sets the timing of everything else.
2. Place each scene's recording or image under its voice lines.
3. Add the music from the project's **music spec** at a level well below the voice.
4. Add sound effects where the script calls for them.

## Delivery
- Export **MP4 (H.264)**, 1920 × 1080, 30 fps.
- Watch the whole video once before submitting: no black frames, no gaps in the sound.
${WORKFLOW}`,
  },
  'video-finalizing': {
    title: 'Video finalizing tutorial · บทเรียนการทำวิดีโอขั้นสุดท้าย',
    body: `Finalizing prepares the edited video for launch on every platform.

## Checks
- Intro and outro in place; the end screen leaves 20 seconds for suggested videos on YouTube.
- Loudness even across the video (about −14 LUFS); no clipped peaks.
- Subtitles line up with the voice.

## Exports
One MP4 per platform the project launches on, named by platform (\`fb\`, \`yt\`).
${WORKFLOW}`,
  },
  'cover-image-design': {
    title: 'Cover image design tutorial · บทเรียนการออกแบบภาพปก',
    body: `The cover (thumbnail) is the first thing a viewer sees.

## Design
- **1280 × 720** pixels, JPG under 2 MB.
- One face with a strong emotion, large enough to read on a phone.
- At most four words of text, high contrast, never covering the face.
- Show the conflict of the story, not its ending.

## In the app
Upload covers on the project's **Media** page; the team rates them and the PM picks the one to launch with.
${WORKFLOW}`,
  },
  'sound-design': {
    title: 'Sound design tutorial · บทเรียนการออกแบบเสียง',
    body: `Sound design adds the effects and atmosphere that make scenes feel real.

## What to add
- Room tone or ambience under every scene, so silence never sounds empty.
- Effects for actions the script names (doors, footsteps, phones).
- A soft accent on the twist; never louder than the voice.

## Delivery
WAV stems (voice, music, effects) at 48 kHz, plus a mixed preview MP3.
${WORKFLOW}`,
  },
  translation: {
    title: 'Translation tutorial · บทเรียนการแปล',
    body: `Translation brings a script to another language so it can launch on a regional site.

## Translating
- Check the job's **translation direction** before starting.
- Translate meaning, not words: names, jokes and idioms should sound natural to the new audience.
- Keep scenes aligned with the original: one translated scene per original scene.
- Keep the length close to the original, so the voice-over timing still fits.

## Checking
Read the translation aloud once; fix anything that sounds written rather than spoken.
${WORKFLOW}`,
  },
  subtitles: {
    title: 'Subtitles tutorial · บทเรียนการทำซับไตเติล',
    body: `Subtitles let people watch without sound and reach viewers in other languages.

## Format
- Deliver **SRT** (or VTT) files, one per platform video.
- At most two lines, 42 characters per line; each subtitle on screen for 1 to 7 seconds.
- Time each line to the voice; no subtitle should appear before its words are spoken.

## Uploading
Upload each file on the project's **Media** page, under the video of its platform.
${WORKFLOW}`,
  },
  expert: {
    title: 'Expert review tutorial · บทเรียนการตรวจโดยผู้เชี่ยวชาญ',
    body: `An expert review checks that what the video says about a subject is right.

## Reviewing
- Read the script and the project's docs; check every fact, number and claim in your field.
- Mark anything wrong or misleading with the scene number, what is wrong, and a source for the correction.
- Note advice that could harm a viewer who follows it.

## Submitting
Summarise your findings in the submission note; attach longer notes as a document.
${WORKFLOW}`,
  },
  other: {
    title: 'Working on jobs · บทเรียนการทำงานในระบบ',
    body: `Jobs are the paid pieces of work of a project. This guide is for any job that has no tutorial of its own.

## Reading a job
- The **description** says what the PM wants; the **files** hold references.
- The **price** is what you earn when the job is approved; a **bonus** may be added for excellent work.
${WORKFLOW}

## Getting paid
Approved jobs appear under **Payments**; your payment info is set in **Account Settings**.`,
  },
};

/** The tutorial docs as the doc form would send them, one per job type, in JOB_TYPES order. */
export function tutorialDocs(): BlogpostInput[] {
  return JOB_TYPES.map((type) => ({
    title: TUTORIALS[type].title,
    slug: JOB_TUTORIALS[type],
    body: TUTORIALS[type].body.trim(),
  }));
}
