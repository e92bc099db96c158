/** The comments feature's public surface (the CommentsPanel parcel and the feed's post items use it). */
export { CommentsPanel, type CommentsPanelProps } from './CommentsPanel';
