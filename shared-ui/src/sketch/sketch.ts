/**
 * The sketcher's drawing model (spec doc 2 section 9: pen weight 2, eraser 30): a sketch is the loaded picture plus
 * strokes drawn over it, redrawn from the list so Undo takes the last stroke away.
 */
export type SketchTool = 'pen' | 'eraser';
export type SketchPoint = { x: number; y: number };
export type Stroke = { tool: SketchTool; points: SketchPoint[] };

export const PEN_WEIGHT = 2;
export const ERASER_WEIGHT = 30;
export const PEN_COLOUR = '#111111';
/** The canvas's drawing size (16:9); it is shown at the width available and scaled. */
export const SKETCH_WIDTH = 960;
export const SKETCH_HEIGHT = 540;

export const strokeWeight = (tool: SketchTool) => (tool === 'pen' ? PEN_WEIGHT : ERASER_WEIGHT);

/** A pointer position on the shown canvas, in drawing units. */
export function toCanvasPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): SketchPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: ((clientX - box.left) / box.width) * SKETCH_WIDTH, y: ((clientY - box.top) / box.height) * SKETCH_HEIGHT };
}

type Context = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'clearRect' | 'drawImage' | 'save' | 'restore'
> & {
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  globalCompositeOperation: GlobalCompositeOperation;
};

export function drawStroke(context: Context, stroke: Stroke): void {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  context.save();
  context.lineWidth = strokeWeight(stroke.tool);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = PEN_COLOUR;
  // The eraser takes ink away (down to the transparent canvas) instead of painting white over it.
  context.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  context.beginPath();
  context.moveTo(first.x, first.y);
  // A single tap still leaves a dot.
  for (const point of rest.length ? rest : [first]) context.lineTo(point.x, point.y);
  context.stroke();
  context.restore();
}

/** Clears the canvas and draws the loaded picture and every stroke again. */
export function redraw(context: Context, base: CanvasImageSource | null, strokes: readonly Stroke[]): void {
  context.clearRect(0, 0, SKETCH_WIDTH, SKETCH_HEIGHT);
  if (base) context.drawImage(base, 0, 0, SKETCH_WIDTH, SKETCH_HEIGHT);
  for (const stroke of strokes) drawStroke(context, stroke);
}
