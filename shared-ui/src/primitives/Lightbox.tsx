import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useT } from '../i18n/i18n';
import { useDialog } from './focus';

/** A gallery entry (spec: id, type, url, title, external). */
export type GalleryItem = {
  id: string;
  type: 'image' | 'video';
  url: string;
  title?: string;
  /** Hosted elsewhere: no Download; an external video is embedded in an iframe. */
  external?: boolean;
  /** What Download fetches, when not `url` (e.g. the large variant). */
  downloadUrl?: string;
};

export type LightboxProps = {
  open: boolean;
  items: readonly GalleryItem[];
  /** Item shown when opening. */
  initialIndex?: number;
  onClose(): void;
  /** Replaces the plain download link (e.g. to go through GET /api/files/download and toast). */
  onDownload?(item: GalleryItem): void;
  /** Told whenever the shown item changes. */
  onIndexChange?(index: number): void;
  /** Shown under the item, whichever item is shown (e.g. the covers gallery's title carousel). */
  caption?: ReactNode;
};

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.lightbox};
  background: ${({ theme }) => theme.colors.lightbox};
  color: #fff;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  outline: none;
`;
/** The title bar: a div, not a header (a header here is a second banner landmark beside the top bar). */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
const Control = styled.button`
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: pointer;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
`;
const Stage = styled.div<{ $captioned: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  min-height: 0;
  img,
  video,
  iframe {
    max-width: 100%;
    max-height: calc(100vh - ${({ $captioned }) => ($captioned ? 240 : 120)}px);
  }
  iframe {
    width: min(1280px, 90vw);
    aspect-ratio: 16 / 9;
    border: 0;
  }
`;
const Caption = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
const Media = styled.figure`
  flex: 1;
  display: flex;
  justify-content: center;
  margin: 0;
  min-width: 0;
`;

const wrap = (index: number, length: number) => (index + length) % length;

/** The gallery: images and video, Previous/Next (and arrow keys) when there is more than one, Download for own images. */
export function Lightbox({ open, items, initialIndex = 0, onClose, onDownload, onIndexChange, caption }: LightboxProps) {
  const t = useT();
  const titleId = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(initialIndex);
  const { onKeyDown: dialogKeys } = useDialog({ open, onClose, container: overlay });

  // Each opening starts again at initialIndex (state adjusted during render, as React recommends).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIndex(initialIndex);
  }

  if (!open || items.length === 0) return null;
  const shown = Math.min(Math.max(index, 0), items.length - 1);
  const current = items[shown];
  const several = items.length > 1;
  const show = (next: number) => {
    const target = wrap(next, items.length);
    setIndex(target);
    onIndexChange?.(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (several && event.key === 'ArrowLeft') {
      event.preventDefault();
      show(shown - 1);
    } else if (several && event.key === 'ArrowRight') {
      event.preventDefault();
      show(shown + 1);
    } else {
      dialogKeys(event);
    }
  };

  const canDownload = current.type === 'image' && !current.external;
  const title = current.title || t('gallery');

  return createPortal(
    <Overlay ref={overlay} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <Bar>
        <h2 id={titleId}>{title}</h2>
        {several && <span>{t('galleryPosition', { current: shown + 1, total: items.length })}</span>}
        {canDownload &&
          (onDownload ? (
            <Control type="button" onClick={() => onDownload(current)}>
              {t('download')}
            </Control>
          ) : (
            <Control as="a" href={current.downloadUrl ?? current.url} download>
              {t('download')}
            </Control>
          ))}
        <Control type="button" onClick={onClose}>
          {t('close')}
        </Control>
      </Bar>
      <Stage $captioned={Boolean(caption)}>
        {several && (
          <Control type="button" onClick={() => show(shown - 1)}>
            {t('previous')}
          </Control>
        )}
        <Media>
          {current.type === 'image' ? (
            <img src={current.url} alt={current.title ?? ''} />
          ) : current.external ? (
            <iframe src={current.url} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
          ) : (
            <video src={current.url} controls aria-label={title} />
          )}
        </Media>
        {several && (
          <Control type="button" onClick={() => show(shown + 1)}>
            {t('next')}
          </Control>
        )}
      </Stage>
      {caption && <Caption>{caption}</Caption>}
    </Overlay>,
    document.body,
  );
}
