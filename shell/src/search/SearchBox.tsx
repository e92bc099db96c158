/**
 * The top bar's search box as every page first draws it: the same box and icons as the whole search (GlobalSearch),
 * without its results, its three searches or its keyboard walk. The whole search is a chunk of its own, fetched
 * when the visitor turns to the box (the pointer over it, a focus, '/', the icon on a phone) and swapped in with what
 * was typed, the box opened or not, and the focus. Until then no page pays for it (decision 0747).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Icon, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { Box, boxAttributes, isTextField, Root, SmallOnly } from './search-box-parts';

const loadGlobalSearch = () => import(/* webpackChunkName: "global-search" */ './GlobalSearch');
const GlobalSearch = lazy(() => loadGlobalSearch().then((m) => ({ default: m.GlobalSearch })));

export function SearchBox() {
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const focused = useRef(false);

  const want = (options: { expand?: boolean; focus?: boolean } = {}) => {
    if (options.expand) setExpanded(true);
    if (options.focus) focused.current = true;
    setWanted(true);
  };

  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      event.preventDefault();
      want({ expand: true, focus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  const deferred = (
    <DeferredBox
      text={text}
      expanded={expanded}
      focusOnMount={wanted && focused.current}
      onText={(value) => {
        setText(value);
        want({ focus: true });
      }}
      onWant={want}
    />
  );
  if (!wanted) return deferred;
  return (
    <Suspense fallback={deferred}>
      <GlobalSearch initialText={text} initialExpanded={expanded} autoFocus={focused.current} />
    </Suspense>
  );
}

type DeferredBoxProps = {
  text: string;
  expanded: boolean;
  /** Shown while the whole search loads after '/' or the phone's icon: the box takes the focus meanwhile. */
  focusOnMount: boolean;
  onText(value: string): void;
  onWant(options?: { expand?: boolean; focus?: boolean }): void;
};

/** The box alone: what it holds and whether it has the focus are handed to the whole search once it arrives. */
function DeferredBox({ text, expanded, focusOnMount, onText, onWant }: DeferredBoxProps) {
  const t = useT(SHELL_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount, expanded]);
  return (
    <>
      <SmallOnly aria-label={t('search.open')} onClick={() => onWant({ expand: true, focus: true })}>
        <Icon name="search" />
      </SmallOnly>
      <Root $expanded={expanded} role="search">
        <Box
          ref={input}
          {...boxAttributes(t)}
          aria-expanded={false}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onPointerEnter={() => void loadGlobalSearch()}
          onFocus={() => onWant({ focus: true })}
        />
      </Root>
    </>
  );
}
