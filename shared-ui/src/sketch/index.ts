/**
 * shared-ui/sketch: the sketcher's drawing model (vector strokes on a 960 × 540 drawing), shared by the scene
 * sketcher (mf-projects) and the review page's pen over a paused frame (the shell), so a drawing made in one is drawn
 * the same in the other. An entry of its own: screens that never draw do not download it.
 */
export {
  drawStroke,
  redraw,
  strokeWeight,
  toCanvasPoint,
  ERASER_WEIGHT,
  PEN_COLOUR,
  PEN_WEIGHT,
  SKETCH_HEIGHT,
  SKETCH_WIDTH,
  type SketchPoint,
  type SketchTool,
  type Stroke,
} from './sketch';
/** The review player's frame clock (25 fps, HH:MM:SS:FF), shared by the reviewer's page and the PM's review box. */
export { FPS, frameOf, secondsOf, timecodeOf } from './timecode';
/** A drawing's preview over a blank frame (the PM's review box, the comments side modal). */
export { SketchPreview } from './SketchPreview';
