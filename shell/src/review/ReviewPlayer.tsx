/**
 * The review player: play/pause, one frame at a time with the arrow keys or the buttons (25 fps), the timecode, the
 * comments as markers on the timeline (a click jumps to the frame), and the sketcher's pen over the paused frame
 * (strokes on the sketcher's 960 × 540 drawing, shared-ui/sketch). Comments' drawings are drawn over their frame.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useT } from 'shared-ui';
import type { ReviewCommentItem, ReviewTarget } from './api/read-feedback';
import {
  FPS,
  frameOf,
  redraw,
  secondsOf,
  SKETCH_HEIGHT,
  SKETCH_WIDTH,
  timecodeOf,
  toCanvasPoint,
  type Stroke,
} from 'shared-ui/sketch';
import { REVIEW_NAMESPACE } from './strings';

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  video,
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  canvas {
    touch-action: none;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Timeline = styled.div`
  position: relative;
  height: 24px;
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.border};
  border-radius: 4px;
`;

const Marker = styled.button<{ $at: number }>`
  position: absolute;
  left: calc(${({ $at }) => $at}% - 12px);
  top: 0;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 2px solid #fff;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Playhead = styled.div<{ $at: number }>`
  position: absolute;
  left: ${({ $at }) => $at}%;
  top: 0;
  bottom: 0;
  width: 2px;
  background: #000;
`;

type Props = {
  target: ReviewTarget;
  comments: ReviewCommentItem[];
  frame: number;
  onFrame(frame: number): void;
  /** The comment box, given the strokes drawn so far, a way to clear them and whether the pen is on. */
  children(strokes: Stroke[], clear: () => void, drawing: boolean | null): ReactNode;
};

export function ReviewPlayer({ target, comments, frame, onFrame, children }: Props) {
  const t = useT(REVIEW_NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<Stroke | null>(null);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [strokes, setStrokes] = useState<Stroke[]>([]);

  const seek = (next: number) => {
    const element = video.current;
    const last = duration > 0 ? frameOf(duration) - 1 : next;
    const clamped = Math.max(0, Math.min(next, Math.max(last, 0)));
    if (element) {
      element.pause();
      element.currentTime = secondsOf(clamped);
    }
    onFrame(clamped);
  };

  // Drawings of the comments on this frame, and the one being drawn.
  const shown = [
    ...comments.filter((comment) => comment.frame === frame).flatMap((comment) => comment.strokes ?? []),
    ...strokes,
  ];
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) redraw(context, null, shown);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      seek(frame + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  const point = (event: PointerEvent<HTMLCanvasElement>) =>
    toCanvasPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const total = Math.max(frameOf(duration), 1);
  const at = (f: number) => Math.min(100, (f / total) * 100);

  if (!target.playUrl) return <>{children(strokes, () => setStrokes([]), null)}</>;

  return (
    <div>
      <Stage role="group" aria-label={t('player.label')} tabIndex={0} onKeyDown={onKeyDown}>
        <video
          ref={video}
          src={target.playUrl}
          preload="auto"
          playsInline
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration || 0)}
          onTimeUpdate={(event) => {
            if (!event.currentTarget.paused) onFrame(frameOf(event.currentTarget.currentTime));
          }}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
        <canvas
          ref={canvas}
          width={SKETCH_WIDTH}
          height={SKETCH_HEIGHT}
          aria-label={t('comment.canvas')}
          style={{ pointerEvents: drawing ? 'auto' : 'none' }}
          onPointerDown={(event) => {
            if (!drawing) return;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            current.current = { tool: 'pen', points: [point(event)] };
            setStrokes((list) => [...list, current.current!]);
          }}
          onPointerMove={(event) => {
            if (!current.current) return;
            current.current.points.push(point(event));
            setStrokes((list) => [...list]);
          }}
          onPointerUp={() => {
            current.current = null;
          }}
        />
      </Stage>
      <Controls>
        <Button
          onClick={() => {
            const element = video.current;
            if (!element) return;
            if (element.paused) {
              setDrawing(false);
              void element.play();
            } else {
              element.pause();
              seek(frameOf(element.currentTime));
            }
          }}
        >
          {playing ? t('player.pause') : t('player.play')}
        </Button>
        <Button variant="secondary" onClick={() => seek(frame - 1)}>
          {t('player.previousFrame')}
        </Button>
        <Button variant="secondary" onClick={() => seek(frame + 1)}>
          {t('player.nextFrame')}
        </Button>
        <output aria-label={t('player.timecode')} data-frame={frame}>
          {timecodeOf(frame)}
        </output>
        <Button
          variant="secondary"
          aria-pressed={drawing}
          onClick={() => {
            video.current?.pause();
            setDrawing(!drawing);
          }}
        >
          {drawing ? t('comment.stopDrawing') : t('comment.draw')}
        </Button>
        {strokes.length > 0 && (
          <Button variant="ghost" onClick={() => setStrokes([])}>
            {t('comment.clear')}
          </Button>
        )}
      </Controls>
      <Timeline aria-label={t('player.timeline')} role="group">
        <Playhead $at={at(frame)} />
        {comments
          .filter((comment) => comment.frame !== null)
          .map((comment) => (
            <Marker
              key={comment._id}
              type="button"
              $at={at(comment.frame!)}
              aria-label={t('player.marker', { timecode: timecodeOf(comment.frame!), author: comment.author })}
              onClick={() => seek(comment.frame!)}
            />
          ))}
      </Timeline>
      <p>{t('player.keys', { fps: FPS })}</p>
      {children(strokes, () => setStrokes([]), drawing)}
    </div>
  );
}
