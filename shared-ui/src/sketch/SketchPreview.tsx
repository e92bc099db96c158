/**
 * A drawing's preview: its strokes redrawn over a blank 16:9 frame at the width available (at most `maxWidth`), for
 * the PM's review box and the comments side modal (issue 26). An image to assistive technology, named by `label`.
 * With `frame` (a video's address and a time in seconds), the strokes are drawn over that frame of the video, as the
 * reviewer saw it when drawing (the feedback report); the blank frame shows until the video has seeked there.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { redraw, SKETCH_HEIGHT, SKETCH_WIDTH, type Stroke } from './sketch';

const Canvas = styled.canvas<{ $maxWidth: number }>`
  display: block;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  aspect-ratio: 16 / 9;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

type Props = { strokes: Stroke[]; label: string; maxWidth?: number; frame?: { src: string; seconds: number } };

export function SketchPreview({ strokes, label, maxWidth = 320, frame }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const src = frame?.src;
  const seconds = frame?.seconds;
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    redraw(context, null, strokes);
    if (!src || seconds === undefined) return undefined;
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    const seek = () => {
      video.currentTime = seconds;
    };
    const draw = () => redraw(context, video, strokes);
    video.addEventListener('loadedmetadata', seek, { once: true });
    video.addEventListener('seeked', draw, { once: true });
    video.src = src;
    return () => {
      video.removeEventListener('loadedmetadata', seek);
      video.removeEventListener('seeked', draw);
      video.removeAttribute('src');
      video.load();
    };
  }, [strokes, src, seconds]);
  return <Canvas ref={canvas} width={SKETCH_WIDTH} height={SKETCH_HEIGHT} role="img" aria-label={label} $maxWidth={maxWidth} />;
}
