/**
 * Number markers over a scene image (spec doc 2 "Number markers"): each placed marker sits at its percent position;
 * who may edit drags it with a pointer or moves it with the arrow keys (Delete removes it), places new ones from the
 * palette (markers 1-8, then their sub-numbers 1-9), and resets them all after a confirmation. The numbers are saved
 * 1 s after the last move ("Saved scene numbers"); moves within that second are sent once.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useProjectsT } from '../i18n';
import {
  defaultPlace,
  MARKER_KEY_STEP,
  MARKER_NUMBERS,
  MARKER_ROW_SPACING,
  MARKER_SAVE_DELAY,
  markerColour,
  markerKey,
  nudge,
  sortedKeys,
  SUB_NUMBERS,
  toPercent,
  type MarkerMap,
} from './markers';
import { ConfirmModal } from './ui/ConfirmModal';

const Stage = styled.div`
  position: relative;
  line-height: 0;
  touch-action: none;
`;
const Pin = styled.button<{ $colour: string }>`
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border-radius: 14px;
  border: 2px solid #fff;
  background: ${({ $colour }) => $colour};
  color: #fff;
  font-weight: 700;
  font-size: 13px;
  line-height: 24px;
  cursor: grab;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: default;
    opacity: 1;
  }
`;
const Palette = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${MARKER_ROW_SPACING - 28}px;
  margin-top: ${({ theme }) => theme.space.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;
const SaveState = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Chip = styled(Pin)`
  position: static;
  transform: none;
  cursor: pointer;
`;

export type MarkersProps = {
  sceneNumber: number;
  numbers: MarkerMap;
  editable: boolean;
  /** Saves the whole map (after the 1 s pause); resolves when the server answered. */
  onSave(numbers: MarkerMap): Promise<unknown>;
  /** The image. */
  children: ReactNode;
};

export function Markers({ sceneNumber, numbers, editable, onSave, children }: MarkersProps) {
  const t = useProjectsT();
  const [local, setLocal] = useState<MarkerMap>(numbers);
  const [openNumber, setOpenNumber] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Said at once beside the palette: a placed or moved number waits for its save (issue 28), then is saved.
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const stage = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<MarkerMap | null>(null);
  const dragging = useRef<string | null>(null);
  const save = useRef(onSave);
  save.current = onSave;

  // The server's map replaces ours unless a save is waiting.
  useEffect(() => {
    if (!pending.current) setLocal(numbers);
  }, [numbers]);

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const map = pending.current;
    pending.current = null;
    if (!map) return;
    void Promise.resolve(save.current(map)).then((saved) => {
      if (!pending.current) setSaveState(saved === false ? 'idle' : 'saved');
    });
  };
  // Leaving the scene saves what is waiting.
  useEffect(() => () => flush(), []);

  const change = (next: MarkerMap, delay = MARKER_SAVE_DELAY) => {
    setLocal(next);
    setSaveState('saving');
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = delay === 0 ? null : setTimeout(flush, delay);
    if (delay === 0) flush();
  };

  const move = (key: string, clientX: number, clientY: number) => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return;
    setLocal((current) => ({ ...current, [key]: toPercent(clientX, clientY, box) }));
  };

  const onPointerDown = (key: string) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!editable) return;
    dragging.current = key;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (timer.current) clearTimeout(timer.current);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (dragging.current) move(dragging.current, event.clientX, event.clientY);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const key = dragging.current;
    if (!key) return;
    dragging.current = null;
    const box = stage.current?.getBoundingClientRect();
    if (!box) return;
    change({ ...local, [key]: toPercent(event.clientX, event.clientY, box) });
  };

  const onKeyDown = (key: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!editable) return;
    const step = event.shiftKey ? MARKER_KEY_STEP * 10 : MARKER_KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (moves[event.key]) {
      event.preventDefault();
      const [dx, dy] = moves[event.key];
      change({ ...local, [key]: nudge(local[key], dx, dy) });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const { [key]: _removed, ...rest } = local;
      change(rest);
    }
  };

  const place = (key: string) => change({ ...local, [key]: defaultPlace(key) });
  const keys = sortedKeys(local);

  return (
    <div>
      <Stage ref={stage}>
        {children}
        {keys.map((key) => (
          <Pin
            key={key}
            type="button"
            $colour={markerColour(key)}
            style={{ left: `${local[key].x}%`, top: `${local[key].y}%` }}
            aria-label={t('scenes.numbers.marker', { key, x: Math.round(local[key].x), y: Math.round(local[key].y) })}
            disabled={!editable}
            tabIndex={editable ? 0 : -1}
            onPointerDown={onPointerDown(key)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown(key)}
          >
            {key}
          </Pin>
        ))}
      </Stage>
      {editable && (
        <Palette role="group" aria-label={t('scenes.numbers.palette', { n: sceneNumber })}>
          <div>
            {MARKER_NUMBERS.map((number) => (
              <Chip
                key={number}
                type="button"
                $colour={markerColour(markerKey(number))}
                aria-label={t('scenes.numbers.place', { key: number })}
                aria-expanded={openNumber === number}
                disabled={false}
                onClick={() => {
                  if (!local[markerKey(number)]) place(markerKey(number));
                  setOpenNumber(openNumber === number ? null : number);
                }}
              >
                {number}
              </Chip>
            ))}
            {keys.length > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                {t('scenes.numbers.reset')}
              </Button>
            )}
          </div>
          <SaveState role="status">
            {saveState === 'saving' ? t('scenes.numbers.saving') : saveState === 'saved' ? t('scenes.numbers.saved') : ''}
          </SaveState>
          {openNumber !== null && (
            <div role="group" aria-label={t('scenes.numbers.sub', { n: openNumber })}>
              {SUB_NUMBERS.filter((sub) => !local[markerKey(openNumber, sub)]).map((sub) => (
                <Chip
                  key={sub}
                  type="button"
                  $colour={markerColour(markerKey(openNumber))}
                  aria-label={t('scenes.numbers.place', { key: markerKey(openNumber, sub) })}
                  onClick={() => place(markerKey(openNumber, sub))}
                >
                  {markerKey(openNumber, sub)}
                </Chip>
              ))}
            </div>
          )}
        </Palette>
      )}
      <ConfirmModal
        open={confirming}
        question={t('scenes.numbers.resetConfirm', { n: sceneNumber })}
        yes={t('scenes.numbers.confirm')}
        onClose={() => setConfirming(false)}
        onYes={() => change({}, 0)}
      />
    </div>
  );
}
