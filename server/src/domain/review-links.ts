// A review link (issue 26) opens only while it is neither revoked nor past its expiry.
export const isLinkActive = (link: { revoked_at: Date | string | null; expires_at: Date | string }, now = new Date()): boolean =>
  !link.revoked_at && new Date(link.expires_at) > now;
