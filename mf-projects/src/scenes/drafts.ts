/**
 * Scene texts being typed, kept per scene outside the editor: an editor may be remounted (the list filtered and
 * unfiltered, the section left and opened again); a draft must survive that. A scene without a draft shows the server's text, so a newer text from the server replaces an
 * unmodified editor.
 */
import { create } from 'zustand';

type SceneDrafts = {
  drafts: Record<string, string>;
  put(sceneId: string, text: string | null): void;
};

const useSceneDrafts = create<SceneDrafts>()((set) => ({
  drafts: {},
  put: (sceneId, text) =>
    set(({ drafts }) => {
      const next = { ...drafts };
      if (text === null) delete next[sceneId];
      else next[sceneId] = text;
      return { drafts: next };
    }),
}));

/** The editor's text of a scene (its draft, else the server's text) and a setter; typing the server's text drops the draft. */
export function useSceneDraft(sceneId: string, serverText: string): [string, (text: string | null) => void] {
  const draft = useSceneDrafts((state) => state.drafts[sceneId]);
  const put = useSceneDrafts((state) => state.put);
  const setText = (text: string | null) => put(sceneId, text === null || text === serverText ? null : text);
  return [draft ?? serverText, setText];
}
