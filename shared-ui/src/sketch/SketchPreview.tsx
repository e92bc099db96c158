/**
 * A drawing's preview: its strokes redrawn over a blank 16:9 frame at the width available (at most `maxWidth`), for
 * the PM's review box and the comments side modal (issue 26). An image to assistive technology, named by `label`.
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

export function SketchPreview({ strokes, label, maxWidth = 320 }: { strokes: Stroke[]; label: string; maxWidth?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) redraw(context, null, strokes);
  }, [strokes]);
  return <Canvas ref={canvas} width={SKETCH_WIDTH} height={SKETCH_HEIGHT} role="img" aria-label={label} $maxWidth={maxWidth} />;
}
