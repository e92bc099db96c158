/** A compact play/pause control for one sample (the side column has no room for the browser's full player). */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import { useSpecsT } from './strings';

export function PlayButton({ src, label }: { src: string; label: string }) {
  const t = useSpecsT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element && !element.paused) element.pause();
    };
  }, [src]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    const started = element.play();
    // A refused start (no file, autoplay rules) leaves the control on Play.
    if (started) started.catch(() => setPlaying(false));
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={toggle}
        aria-label={t(playing ? 'specsBox.pauseLabel' : 'specsBox.playLabel', { label })}
      >
        {t(playing ? 'specsBox.pause' : 'specsBox.play')}
      </Button>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </>
  );
}
