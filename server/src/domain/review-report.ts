// The review feedback report (issue 26) as CSV: a title row, then one row per comment (oldest first) with its item
// ("Video 1", "Cover 2"…, in the order the review shows them), its timecode (HH:MM:SS:FF at the review's 25 fps) for a
// video, its text, author, whether it came from the studio or a reviewer's link, its status and its replies; then,
// after a blank row, the decision that stands for each item and platform (the newest) and who made it, when.
import { csvWords, type CsvLocale } from './csv-words';
import { csvDocument, type CsvCell } from './statement-csv';
import { REVIEW_FPS, type ReviewFeedbackJson } from '../schemas/review-feedback';

const pad = (value: number) => String(value).padStart(2, '0');

/** A frame as the player shows it: HH:MM:SS:FF at 25 frames a second. */
export function timecodeOf(frame: number): string {
  const seconds = Math.floor(frame / REVIEW_FPS);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(frame % REVIEW_FPS)}`;
}

const PLATFORM_NAMES: Record<string, string> = { fb: 'Facebook', yt: 'YouTube' };

export function reviewReportCsv(projectTitle: string, feedback: ReviewFeedbackJson, locale: CsvLocale = 'en'): string {
  const t = csvWords(locale);
  const positions = new Map(feedback.targets.map((target) => [target._id, target.position]));
  const item = (kind: string, id: string) => `${t(`review.${kind}`)} ${positions.get(id) ?? ''}`.trim();
  const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
  const rows: CsvCell[][] = [
    [`${t('Review report')}: ${projectTitle}`],
    ['Item', 'Timecode', 'Comment', 'Author', 'From', 'Status', 'Replies', 'Date'].map(t),
    ...feedback.comments.map((comment) => [
      item(comment.targetKind, comment.targetId),
      comment.frame === null ? '' : timecodeOf(comment.frame),
      comment.text,
      comment.author,
      t(comment.fromStudio ? 'studio' : 'review link'),
      t(comment.resolved ? 'resolved' : 'open'),
      comment.replies.map((reply) => `${reply.author}: ${reply.text}`).join('\n'),
      day(comment.created),
    ]),
    [],
    ['Item', 'Platform', 'Decision', 'By', 'Date'].map(t),
  ];
  const standing = new Set<string>();
  for (const decision of feedback.decisions) {
    const key = `${decision.targetId}/${decision.platform}`;
    if (standing.has(key)) continue; // newest first: the first one stands
    standing.add(key);
    rows.push([
      item(decision.targetKind, decision.targetId),
      PLATFORM_NAMES[decision.platform] ?? decision.platform,
      t(decision.decision === 'approved' ? 'approved' : 'changes requested'),
      decision.author,
      day(decision.created),
    ]);
  }
  return csvDocument(rows);
}
