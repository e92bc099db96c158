import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n/i18n';

/** Image variants: t thumbnail (default), s small, l large. */
export type MediaSize = 't' | 's' | 'l';

let mediaBase = '/media/';

/** Where `{fileId}_{size}.jpg` files are served from (default '/media/'). The shell may change it at start. */
export function setMediaBase(base: string): void {
  mediaBase = base.endsWith('/') ? base : base + '/';
}

/** URL of an uploaded image's variant: `mediaUrl('abc', 's')` → '/media/abc_s.jpg'. */
export function mediaUrl(fileId: string, size: MediaSize = 't'): string {
  return `${mediaBase}${encodeURIComponent(fileId)}_${size}.jpg`;
}

export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]].slice(0, 2) : [[...words[0]][0], [...words[words.length - 1]][0]];
  return letters.join('').toUpperCase();
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.neutral};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export type AvatarProps = {
  name: string | null | undefined;
  /** File id of the picture; initials are shown without one (or if it fails to load). */
  picture?: string | null;
  /** Pixel size; default 30 (the profile size of the spec). */
  size?: number;
  variant?: MediaSize;
  className?: string;
};

/** A user's picture, or their initials. Named by the user's name. */
export function Avatar({ name, picture, size = 30, variant = 't', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT();
  const label = name || t('unknownUser');
  const showPicture = picture && failed !== picture;
  return (
    <Circle $size={size} className={className} title={label} {...(showPicture ? {} : { role: 'img', 'aria-label': label })}>
      {showPicture ? (
        <img src={mediaUrl(picture, variant)} alt={label} onError={() => setFailed(picture)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Circle>
  );
}

const Group = styled.span`
  display: inline-flex;
  align-items: center;
  > span + span {
    margin-left: -6px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  }
`;
const More = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type UserGroupProps = {
  users: ReadonlyArray<{ _id: string; name: string | null; picture?: string | null }>;
  /** Avatars shown before "+N more"; default 3. */
  max?: number;
  size?: number;
  className?: string;
};

/** Up to `max` avatars, then "+N more" (its tooltip names the others). */
export function UserGroup({ users, max = 3, size = 30, className }: UserGroupProps) {
  const t = useT();
  const shown = users.slice(0, max);
  const hidden = users.slice(max);
  return (
    <Group className={className}>
      {shown.map((user) => (
        <Avatar key={user._id} name={user.name} picture={user.picture} size={size} />
      ))}
      {hidden.length > 0 && (
        <More title={hidden.map((user) => user.name).join(', ')}>{t('moreCount', { n: hidden.length })}</More>
      )}
    </Group>
  );
}
