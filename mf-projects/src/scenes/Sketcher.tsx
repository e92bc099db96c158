/**
 * The sketcher (loaded only when someone opens it): a canvas over the scene's image for drawing with a pen (weight 2)
 * or an eraser (weight 30), with Undo, loading the scene's saved sketch to draw on again. Save sends the canvas as a
 * PNG data URL (POST …/sketch; the server decodes it, checks its real type and size, and stores an image file) and
 * says "Sketch saved".
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { Button, Loading, Modal } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { getSketch } from './api/get-sketch';
import type { Scene } from './api/types';
import { redraw, SKETCH_HEIGHT, SKETCH_WIDTH, toCanvasPoint, type SketchTool, type Stroke } from 'shared-ui/sketch';

const Surface = styled.div<{ $image: string | null }>`
  position: relative;
  background: #fff ${({ $image }) => ($image ? `url(${$image}) center / cover no-repeat` : 'none')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  canvas {
    display: block;
    width: 100%;
    height: auto;
    touch-action: none;
    cursor: crosshair;
  }
`;
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export type SketcherProps = {
  projectId: string;
  scene: Scene;
  sceneNumber: number;
  onClose(): void;
  /** Sends the data URL; resolves true when saved. */
  onSave(dataUrl: string): Promise<boolean>;
};

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

export default function Sketcher({ projectId, scene, sceneNumber, onClose, onSave }: SketcherProps) {
  const t = useProjectsT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tool, setTool] = useState<SketchTool>('pen');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [base, setBase] = useState<HTMLImageElement | null>(null);
  const [loading, setLoading] = useState(scene.hasSketch);
  const [saving, setSaving] = useState(false);
  const drawing = useRef<Stroke | null>(null);

  // The saved sketch, to draw on again.
  useEffect(() => {
    if (!scene.hasSketch) return;
    let live = true;
    getSketch(projectId, scene._id)
      .then(async ({ dataUrl }) => (dataUrl ? loadImage(dataUrl) : null))
      .catch(() => null)
      .then((image) => {
        if (!live) return;
        setBase(image);
        setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [projectId, scene._id, scene.hasSketch]);

  const context = () => canvas.current?.getContext('2d') ?? null;
  useEffect(() => {
    const ctx = context();
    if (ctx) redraw(ctx, base, strokes);
  }, [base, strokes, loading]);

  const point = (event: ReactPointerEvent<HTMLCanvasElement>) =>
    toCanvasPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = { tool, points: [point(event)] };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    stroke.points.push(point(event));
    const ctx = context();
    if (ctx) redraw(ctx, base, [...strokes, stroke]);
  };
  const onPointerUp = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) setStrokes((current) => [...current, stroke]);
  };

  const save = async () => {
    const element = canvas.current;
    if (!element) return;
    setSaving(true);
    const saved = await onSave(element.toDataURL('image/png'));
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t('scenes.sketch.title', { n: sceneNumber })}
      footer={
        <>
          <Button onClick={onClose}>{t('scenes.sketch.cancel')}</Button>
          <Button variant="primary" loading={saving} disabled={loading} onClick={() => void save()}>
            {t('scenes.sketch.save')}
          </Button>
        </>
      }
    >
      <Tools role="toolbar" aria-label={t('scenes.sketch.title', { n: sceneNumber })}>
        <Button
          size="sm"
          variant={tool === 'pen' ? 'primary' : 'secondary'}
          aria-pressed={tool === 'pen'}
          onClick={() => setTool('pen')}
        >
          {t('scenes.sketch.pen')}
        </Button>
        <Button
          size="sm"
          variant={tool === 'eraser' ? 'primary' : 'secondary'}
          aria-pressed={tool === 'eraser'}
          onClick={() => setTool('eraser')}
        >
          {t('scenes.sketch.eraser')}
        </Button>
        <Button size="sm" disabled={strokes.length === 0} onClick={() => setStrokes((current) => current.slice(0, -1))}>
          {t('scenes.sketch.undo')}
        </Button>
      </Tools>
      {loading ? (
        <Loading label={t('scenes.sketch.loading')} />
      ) : (
        <Surface $image={scene.image ? scene.image.small : null}>
          <canvas
            ref={canvas}
            width={SKETCH_WIDTH}
            height={SKETCH_HEIGHT}
            role="img"
            aria-label={t('scenes.sketch.canvas')}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          />
        </Surface>
      )}
    </Modal>
  );
}
