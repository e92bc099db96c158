/**
 * The emoji picker (spec doc 2 section 3 "Emoji: char, keywords"; section 5: search matches keywords), shared by the
 * comment form and the messages composer. The list is
 * the npm package emojilib, bundled (no CDN) and loaded only when the picker first opens (this file is a lazy chunk).
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { TextInput } from 'shared-ui';
import { useFeedT } from '../i18n';

type Emoji = { char: string; keywords: string[] };
const SHOWN = 120;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(36px, 1fr));
  max-height: 180px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space.xs};
`;
const Cell = styled.button`
  min-height: 36px;
  border: none;
  background: transparent;
  font-size: 20px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
  }
`;

export default function EmojiPicker({ onPick }: { onPick(char: string): void }) {
  const t = useFeedT();
  const [all, setAll] = useState<Emoji[]>([]);
  const [term, setTerm] = useState('');
  useEffect(() => {
    let live = true;
    void import('emojilib').then((module) => {
      const table = (module.default ?? module) as Record<string, string[]>;
      if (live) setAll(Object.entries(table).map(([char, keywords]) => ({ char, keywords })));
    });
    return () => {
      live = false;
    };
  }, []);
  const shown = useMemo(() => {
    const needle = term.trim().toLowerCase();
    const matches = needle ? all.filter((emoji) => emoji.keywords.some((word) => word.includes(needle))) : all;
    return matches.slice(0, SHOWN);
  }, [all, term]);
  return (
    <div>
      <TextInput
        aria-label={t('emoji.search')}
        placeholder={t('emoji.search')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Grid role="group" aria-label={t('emoji.label')}>
        {shown.map((emoji) => (
          <Cell
            key={emoji.char}
            type="button"
            aria-label={emoji.keywords[0]?.replace(/_/g, ' ') ?? emoji.char}
            onClick={() => onPick(emoji.char)}
          >
            {emoji.char}
          </Cell>
        ))}
      </Grid>
    </div>
  );
}
