/**
 * Turning a story-reception post into a project (spec doc 2 section 3 "Story to project"): the raw script is the text
 * before the heading "What will this story teach people"; that heading and what follows become the raw script's
 * additional comments. One rule for the create-from-story form (mf-feed) and the server (domain/story-to-project.ts),
 * in a file with no imports so the server's bundle takes it as it is.
 */

export const STORY_LESSON_HEADING = 'What will this story teach people';

/** The post's body split at the heading's line (matched case-insensitively, whatever markup the line has: `## …`, `**…**`). */
export function splitStory(body: string): { body: string; comments: string } {
  const at = body.toLowerCase().indexOf(STORY_LESSON_HEADING.toLowerCase());
  if (at < 0) return { body: body.trim(), comments: '' };
  const lineStart = body.lastIndexOf('\n', at) + 1;
  return { body: body.slice(0, lineStart).trim(), comments: body.slice(lineStart).trim() };
}
