// The shell's index.html, with the boot JSON and the remote preloads put in at the markers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { remotesForPage } from 'shared-api/federation';
import type { BootJson, RemoteRegistryJson } from '../schemas/session';

export const BOOT_MARKER = '<!--BOOT-->';
export const PRELOADS_MARKER = '<!--PRELOADS-->';

/** JSON safe inside a <script> element: no `<` (so no `</script>`), no raw line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page at `pathname`, preloading the entries of the remotes it mounts at once (in parallel with the shell). */
export function renderShellPage(template: string, boot: BootJson, pathname: string): string {
  const bootTag = `<script type="application/json" id="boot">${scriptSafeJson(boot)}</script>`;
  const preloads = preloadTags(boot.registry, remotesForPage(pathname, boot.user));
  return template.split(BOOT_MARKER).join(bootTag).split(PRELOADS_MARKER).join(preloads);
}

function preloadTags(registry: RemoteRegistryJson, names: readonly string[]): string {
  return names
    .filter((name) => registry.remotes[name])
    .map((name) => `<link rel="preload" as="script" href="${escapeAttribute(registry.remotes[name].entry)}">`)
    .join('\n');
}

/** Reads index.html from the shell's dist folder, re-reading when it changes; null when the shell is not built. */
export class ShellTemplate {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly distDir: string) {}

  async read(): Promise<string | null> {
    const file = path.join(this.distDir, 'index.html');
    try {
      const stat = await fs.stat(file);
      if (this.cached?.mtimeMs === stat.mtimeMs) return this.cached.html;
      const html = await fs.readFile(file, 'utf8');
      this.cached = { mtimeMs: stat.mtimeMs, html };
      return html;
    } catch {
      return null;
    }
  }
}
