// Review feedback on the wire (issue 26): the author by the name they gave, never an account's e-mail, an address
// or the link it came through.
import type { ReviewCommentRow, ReviewDecisionRow, ReviewItemRow } from '../repositories/review-feedback';
import type { ReviewCommentJson, ReviewDecisionJson, ReviewFeedbackJson, ReviewReplyJson } from '../schemas/review-feedback';
import { iso } from './dates';

function presentReply(row: ReviewCommentRow): ReviewReplyJson {
  return {
    _id: row.id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    frame: row.frame,
    text: row.text,
    html: row.html,
    strokes: row.strokes,
    author: row.reviewer_name,
    fromStudio: row.link_id === null,
    resolved: row.resolved_at !== null,
    created: iso(row.created_at),
  };
}

/** Top-level comments in the order given, each with its replies (in the order given). */
export function presentReviewComments(rows: readonly ReviewCommentRow[]): ReviewCommentJson[] {
  const replies = new Map<string, ReviewReplyJson[]>();
  for (const row of rows) {
    if (row.reply_to) replies.set(row.reply_to, [...(replies.get(row.reply_to) ?? []), presentReply(row)]);
  }
  return rows.filter((row) => !row.reply_to).map((row) => ({ ...presentReply(row), replies: replies.get(row.id) ?? [] }));
}

export function presentReviewDecision(row: ReviewDecisionRow): ReviewDecisionJson {
  return {
    _id: row.id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    platform: row.platform,
    decision: row.decision,
    author: row.reviewer_name,
    fromStudio: row.link_id === null,
    created: iso(row.created_at),
  };
}

/** A thread (a comment and its replies) as one comment. */
export const presentReviewThread = (rows: readonly ReviewCommentRow[]): ReviewCommentJson => presentReviewComments(rows)[0]!;

/** `playUrl` signs a file's address for the player (storage/signed-url.ts). */
export function presentReviewFeedback(
  {
    items,
    comments,
    decisions,
  }: {
    items: readonly ReviewItemRow[];
    comments: readonly ReviewCommentRow[];
    decisions: readonly ReviewDecisionRow[];
  },
  playUrl: (file: { id: string; name: string }) => string,
): ReviewFeedbackJson {
  const positions = new Map<string, number>();
  return {
    targets: items.map((item) => {
      const position = (positions.get(item.kind) ?? 0) + 1;
      positions.set(item.kind, position);
      return {
        kind: item.kind,
        _id: item.id,
        platforms: item.platforms,
        position,
        playUrl: item.file ? playUrl(item.file) : null,
      };
    }),
    comments: presentReviewComments(comments),
    decisions: decisions.map(presentReviewDecision),
  };
}
