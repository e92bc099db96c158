// What a file really is, from its first bytes (never from its name or the browser's content type),
// and whether the studio accepts it (DECISIONS: images — jpg, png, gif, webp; psd without variants —
// audio, video, pdf, office documents, text and subtitle files).

export type FileKind = 'image' | 'psd' | 'audio' | 'video' | 'pdf' | 'office' | 'text';

export interface DetectedType {
  kind: FileKind;
  mime: string;
  /** What to call it in messages ("PNG image"). */
  label: string;
  /** Extensions a file of this type may carry (lower case, no dot). */
  extensions: readonly string[];
}

/** Bytes read before deciding: enough for every signature below and a fair text check. */
export const SNIFF_BYTES = 4096;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;
const bytes = (head: Buffer, offset: number, values: number[]) =>
  head.length >= offset + values.length && values.every((value, i) => head[offset + i] === value);

const type = (kind: FileKind, mime: string, label: string, extensions: string[]): DetectedType => ({
  kind,
  mime,
  label,
  extensions,
});

const TEXT_EXTENSIONS = ['txt', 'csv', 'md', 'srt', 'vtt', 'ass', 'ssa', 'sub', 'sbv'];
const TEXT_MIME: Record<string, string> = { csv: 'text/csv', md: 'text/markdown', vtt: 'text/vtt', srt: 'application/x-subrip' };

/** The name of the first entry of a zip archive (office documents are zips of known parts). */
function firstZipEntry(head: Buffer): string {
  if (head.length < 30) return '';
  const nameLength = head.readUInt16LE(26);
  return head.toString('latin1', 30, Math.min(head.length, 30 + nameLength));
}

const OFFICE_ZIP_ENTRY = /^(\[Content_Types\]\.xml|_rels\/|docProps\/|word\/|xl\/|ppt\/|mimetype$|META-INF\/|content\.xml$)/;

function isUtf8Text(head: Buffer, complete: boolean): boolean {
  if (head.includes(0)) return false;
  let sample = head;
  // A multi-byte character may be cut at the end of the sample: drop up to 3 trailing continuation bytes.
  if (!complete) {
    let cut = sample.length;
    for (let i = 1; i <= 3 && cut - i >= 0; i++) {
      const byte = sample[cut - i];
      if ((byte & 0xc0) === 0xc0) {
        cut -= i;
        break;
      }
      if ((byte & 0xc0) !== 0x80) break;
    }
    sample = sample.subarray(0, cut);
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a file from its first bytes, or null when it is nothing we accept. `ext` decides only
 * between types the bytes cannot tell apart (a zip is an office document only under an office name;
 * plain text is text only under a text name). `complete` says whether `head` is the whole file.
 */
export function detectType(head: Buffer, ext: string, complete = false): DetectedType | null {
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return type('image', 'image/jpeg', 'JPEG image', ['jpg', 'jpeg']);
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return type('image', 'image/png', 'PNG image', ['png']);
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return type('image', 'image/gif', 'GIF image', ['gif']);
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return type('image', 'image/webp', 'WebP image', ['webp']);
  if (ascii(head, 0, '8BPS')) return type('psd', 'image/vnd.adobe.photoshop', 'Photoshop document', ['psd']);
  if (ascii(head, 0, '%PDF-')) return type('pdf', 'application/pdf', 'PDF document', ['pdf']);

  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return type('audio', 'audio/wav', 'WAV audio', ['wav']);
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return type('video', 'video/x-msvideo', 'AVI video', ['avi']);
  if (ascii(head, 0, 'fLaC')) return type('audio', 'audio/flac', 'FLAC audio', ['flac']);
  if (ascii(head, 0, 'OggS')) return type('audio', 'audio/ogg', 'Ogg media', ['ogg', 'oga', 'opus', 'ogv']);
  if (ascii(head, 0, 'ID3')) return type('audio', 'audio/mpeg', 'MP3 audio', ['mp3']);
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xf6) === 0xf0) return type('audio', 'audio/aac', 'AAC audio', ['aac']);
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0) {
    return type('audio', 'audio/mpeg', 'MP3 audio', ['mp3']);
  }
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'M4A ' || brand === 'M4B ') return type('audio', 'audio/mp4', 'M4A audio', ['m4a', 'm4b']);
    if (brand === 'qt  ') return type('video', 'video/quicktime', 'QuickTime video', ['mov']);
    return type('video', 'video/mp4', 'MP4 video', ['mp4', 'm4v', 'm4a', 'mov', '3gp']);
  }
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return type('video', 'video/webm', 'WebM/Matroska video', ['webm', 'mkv']);
  if (bytes(head, 0, [0x00, 0x00, 0x01, 0xba]) || bytes(head, 0, [0x00, 0x00, 0x01, 0xb3])) {
    return type('video', 'video/mpeg', 'MPEG video', ['mpg', 'mpeg']);
  }

  if (bytes(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return type('office', 'application/x-ole-storage', 'Office document', ['doc', 'xls', 'ppt']);
  }
  if (ascii(head, 0, 'PK\u0003\u0004') && OFFICE_ZIP_ENTRY.test(firstZipEntry(head))) {
    const mime: Record<string, string> = {
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      odt: 'application/vnd.oasis.opendocument.text',
      ods: 'application/vnd.oasis.opendocument.spreadsheet',
      odp: 'application/vnd.oasis.opendocument.presentation',
    };
    return type('office', mime[ext] ?? 'application/zip', 'Office document', Object.keys(mime));
  }

  const utf16 = bytes(head, 0, [0xff, 0xfe]) || bytes(head, 0, [0xfe, 0xff]);
  if (TEXT_EXTENSIONS.includes(ext) && (utf16 || isUtf8Text(head, complete))) {
    return type('text', `${TEXT_MIME[ext] ?? 'text/plain'}; charset=${utf16 ? 'utf-16' : 'utf-8'}`, 'Text file', TEXT_EXTENSIONS);
  }
  return null;
}

/** Images that get the _t/_s/_l.jpg variants (psd is stored as is). */
export const hasVariants = (detected: DetectedType): boolean => detected.kind === 'image';

export const ACCEPTED_DESCRIPTION =
  'images (jpg, png, gif, webp, psd), audio, video, pdf, office documents, text and subtitle files';
