// "Split into scenes" (issue 28): the client's raw script becomes the project's scenes, one per paragraph. A paragraph
// ends at a blank line; each is trimmed (its own line breaks kept) and empty ones dropped; notes between square
// brackets stay in the text as written (the script's counts skip them, as they skip them in any scene).

/** The raw script's paragraphs, in order: the texts of the scenes it splits into. */
export function scriptParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
