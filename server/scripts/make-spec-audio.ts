// Makes the spec library's audio (server/data/audio/{voice,music}/*.mp3) from nothing but arithmetic, so the
// project ships its own royalty-free samples: each voice is a synthesised voice timbre (a short line of sung
// vowels at the voice's pitch, shaped by vowel formants), each music track a short phrase of synthesised
// instruments. Deterministic (seeded noise), mono 44.1 kHz, MP3 at 64 kbit/s through lamejs.
//
//   pnpm --filter server exec tsx scripts/make-spec-audio.ts
import fs from 'node:fs';
import path from 'node:path';
import samples from '../data/spec-samples.json';

const RATE = 44_100;
const KBPS = 64;
const MAX_BYTES = 60 * 1024;

type Signal = Float32Array;

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const silence = (seconds: number): Signal => new Float32Array(Math.round(seconds * RATE));
const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Adds `source` into `target` from `atSeconds` on, scaled by `gain`. */
function mix(target: Signal, source: Signal, atSeconds: number, gain = 1): void {
  const start = Math.round(atSeconds * RATE);
  for (let i = 0; i < source.length && start + i < target.length; i++) target[start + i] += source[i] * gain;
}

/** Scales to a peak of 0.85 with 15 ms fades at both ends. */
function finish(signal: Signal): Signal {
  const fade = Math.round(0.015 * RATE);
  for (let i = 0; i < fade; i++) {
    signal[i] *= i / fade;
    signal[signal.length - 1 - i] *= i / fade;
  }
  let peak = 0;
  for (const value of signal) peak = Math.max(peak, Math.abs(value));
  if (peak > 0) for (let i = 0; i < signal.length; i++) signal[i] *= 0.85 / peak;
  return signal;
}

// ---- voices: additive harmonics of a glottal tone, weighted by the formants of the vowel being sung ----

const VOWELS: Record<string, [number, number, number]> = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [300, 2200, 2950],
  o: [570, 840, 2410],
  u: [320, 870, 2240],
};

interface VoiceSpec {
  /** Base pitch, Hz. */
  f0: number;
  /** Formant scale: larger for a smaller vocal tract. */
  formantScale: number;
  /** Syllables: vowel, length in seconds, pitch in semitones above f0. */
  line: ReadonlyArray<[keyof typeof VOWELS, number, number]>;
  /** Brightness: how slowly the harmonics fall off. */
  tilt: number;
  breath: number;
  seed: number;
}

function formantGain(frequency: number, formants: [number, number, number]): number {
  const bandwidths = [90, 110, 160];
  const levels = [1, 0.6, 0.3];
  let gain = 0;
  formants.forEach((formant, index) => {
    const x = (frequency - formant) / (bandwidths[index] / 2);
    gain += levels[index] / (1 + x * x);
  });
  return gain;
}

function voice(spec: VoiceSpec): Signal {
  const total = spec.line.reduce((sum, [, seconds]) => sum + seconds, 0) + 0.25;
  const out = silence(total);
  const noise = seeded(spec.seed);
  const harmonics = Math.floor(5000 / spec.f0);
  const phases = new Float64Array(harmonics + 1);
  let t = 0.1;
  let previous: [number, number, number] = VOWELS[spec.line[0][0]].map((f) => f * spec.formantScale) as [number, number, number];
  let previousPitch = spec.line[0][2];
  for (const [vowel, seconds, semitones] of spec.line) {
    const target = VOWELS[vowel].map((f) => f * spec.formantScale) as [number, number, number];
    const start = Math.round(t * RATE);
    const length = Math.round(seconds * RATE);
    const block = 64;
    for (let b = 0; b < length; b += block) {
      // Glide from the previous vowel and pitch over the first 60 ms of the syllable.
      const glide = Math.min(1, b / (0.06 * RATE));
      const formants = previous.map((f, i) => f + (target[i] - f) * glide) as [number, number, number];
      const pitch = previousPitch + (semitones - previousPitch) * glide;
      const gains = new Float64Array(harmonics + 1);
      for (let k = 1; k <= harmonics; k++) {
        gains[k] = (formantGain(k * spec.f0 * 2 ** (pitch / 12), formants) / k ** spec.tilt) * 0.3;
      }
      for (let j = b; j < Math.min(b + block, length); j++) {
        const time = (start + j) / RATE;
        const vibrato = 1 + 0.012 * Math.sin(2 * Math.PI * 5.2 * time);
        const f0 = spec.f0 * 2 ** (pitch / 12) * vibrato;
        // Each syllable swells in and out, so the line is heard as syllables.
        const envelope = Math.sin((Math.PI * (j + 1)) / (length + 1)) ** 0.6;
        let sample = 0;
        for (let k = 1; k <= harmonics; k++) {
          phases[k] += (2 * Math.PI * k * f0) / RATE;
          sample += gains[k] * Math.sin(phases[k]);
        }
        sample += (noise() * 2 - 1) * spec.breath;
        out[start + j] += sample * envelope;
      }
    }
    previous = target;
    previousPitch = semitones;
    t += seconds;
  }
  return finish(out);
}

// ---- music ----

/** A struck-string tone: harmonics decaying at their own rates. */
function pianoNote(note: number, seconds: number, velocity = 1): Signal {
  const out = silence(seconds);
  const f = midi(note);
  for (let k = 1; k <= 8; k++) {
    if (k * f > 8000) break;
    const amplitude = velocity / k ** 1.3;
    const decay = 1.2 + k * 0.9;
    for (let i = 0; i < out.length; i++) {
      const time = i / RATE;
      out[i] += amplitude * Math.exp(-decay * time) * Math.sin(2 * Math.PI * k * f * 1.0007 ** k * time);
    }
  }
  const attack = Math.round(0.004 * RATE);
  for (let i = 0; i < attack; i++) out[i] *= i / attack;
  return out;
}

/** A plucked string (Karplus-Strong) with seeded noise. */
function pluck(note: number, seconds: number, random: () => number, brightness = 0.5): Signal {
  const out = silence(seconds);
  const period = Math.max(2, Math.round(RATE / midi(note)));
  const buffer = new Float32Array(period).map(() => random() * 2 - 1);
  let index = 0;
  for (let i = 0; i < out.length; i++) {
    const next = (index + 1) % period;
    const value = buffer[index];
    buffer[index] = 0.996 * (brightness * value + (1 - brightness) * buffer[next]);
    out[i] = value;
    index = next;
  }
  return out;
}

/** A band-limited square-ish lead tone with a short decay. */
function synthPluck(note: number, seconds: number): Signal {
  const out = silence(seconds);
  const f = midi(note);
  for (let k = 1; k <= 9; k += 2) {
    for (let i = 0; i < out.length; i++) {
      const time = i / RATE;
      out[i] += (Math.exp(-6 * time) / k) * Math.sin(2 * Math.PI * k * f * time);
    }
  }
  return out;
}

function kick(): Signal {
  const out = silence(0.25);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const time = i / RATE;
    phase += (2 * Math.PI * (50 + 110 * Math.exp(-30 * time))) / RATE;
    out[i] = Math.exp(-12 * time) * Math.sin(phase);
  }
  return out;
}

function hat(random: () => number): Signal {
  const out = silence(0.06);
  let last = 0;
  for (let i = 0; i < out.length; i++) {
    const white = random() * 2 - 1;
    out[i] = (white - last) * Math.exp(-70 * (i / RATE)); // a first difference: mostly highs
    last = white;
  }
  return out;
}

/** A bowed-string section chord: sawtooth harmonics, slow attack, tremolo. */
function strings(notes: number[], seconds: number, tremolo: number): Signal {
  const out = silence(seconds);
  for (const [n, note] of notes.entries()) {
    const f = midi(note) * (1 + (n - 1) * 0.0015);
    for (let k = 1; k <= 10; k++) {
      if (k * f > 7000) break;
      for (let i = 0; i < out.length; i++) {
        const time = i / RATE;
        const swell = Math.min(1, time / 0.5) * Math.min(1, (seconds - time) / 0.3);
        const trem = 1 - 0.35 * (0.5 + 0.5 * Math.sin(2 * Math.PI * tremolo * time));
        out[i] += (swell * trem * Math.sin(2 * Math.PI * k * f * time + n)) / k;
      }
    }
  }
  return out;
}

function gentlePiano(): Signal {
  const out = silence(3.6);
  // C major: an arpeggio up, then the chord, then A minor's top notes to close.
  const line: Array<[number, number]> = [
    [60, 0],
    [64, 0.3],
    [67, 0.6],
    [72, 0.9],
    [76, 1.2],
    [72, 1.5],
    [69, 2.0],
    [64, 2.3],
    [57, 2.0],
  ];
  for (const [note, at] of line) mix(out, pianoNote(note, 3.6 - at, note < 60 ? 0.7 : 1), at, 0.5);
  return finish(out);
}

function upbeatPop(): Signal {
  const out = silence(3.1);
  const random = seeded(7);
  const beat = 60 / 124;
  const riff = [72, 76, 79, 76, 74, 77, 81, 77, 72, 76, 79, 84];
  riff.forEach((note, i) => mix(out, synthPluck(note, 0.5), (i * beat) / 2, 0.35));
  for (let b = 0; b < 6; b++) {
    mix(out, kick(), b * beat, 0.9);
    mix(out, hat(random), b * beat + beat / 2, 0.25);
  }
  [48, 43, 45, 41].forEach((note, i) => mix(out, synthPluck(note, 0.75), i * beat * 1.5, 0.5));
  return finish(out);
}

function tenseStrings(): Signal {
  const out = silence(3.4);
  mix(out, strings([62, 65, 69], 3.4, 7), 0, 0.4); // D minor
  mix(out, strings([63], 1.6, 7), 1.8, 0.25); // a rising semitone against it
  for (let b = 0; b < 7; b++) mix(out, pianoNote(38, 0.5, 0.9), b * 0.48, 0.6); // a low, insistent D
  return finish(out);
}

function hopefulAcoustic(): Signal {
  const out = silence(3.6);
  const random = seeded(11);
  const chords = [
    [43, 47, 50, 55, 59, 67], // G
    [50, 57, 62, 66], // D
    [40, 47, 52, 55, 59, 64], // Em
    [48, 52, 55, 60, 64], // C
  ];
  chords.forEach((chord, c) => {
    chord.forEach((note, s) => mix(out, pluck(note, 3.6 - c * 0.85, random, 0.55), c * 0.85 + s * 0.018, 0.35));
  });
  return finish(out);
}

const VOICE_SPECS: Record<string, VoiceSpec> = {
  'warm-female': {
    f0: 205,
    formantScale: 1.12,
    tilt: 1.3,
    breath: 0.01,
    seed: 1,
    line: [
      ['a', 0.4, 0],
      ['o', 0.35, 2],
      ['e', 0.35, 4],
      ['i', 0.45, 2],
      ['a', 0.6, 0],
    ],
  },
  'bright-female': {
    f0: 240,
    formantScale: 1.18,
    tilt: 0.9,
    breath: 0.006,
    seed: 2,
    line: [
      ['e', 0.3, 0],
      ['i', 0.3, 4],
      ['a', 0.35, 7],
      ['o', 0.3, 5],
      ['e', 0.5, 4],
    ],
  },
  'deep-male': {
    f0: 92,
    formantScale: 0.92,
    tilt: 1.2,
    breath: 0.008,
    seed: 3,
    line: [
      ['o', 0.45, 0],
      ['a', 0.4, 3],
      ['u', 0.4, 2],
      ['o', 0.6, 0],
    ],
  },
  'calm-male': {
    f0: 118,
    formantScale: 1,
    tilt: 1.4,
    breath: 0.012,
    seed: 4,
    line: [
      ['a', 0.45, 0],
      ['e', 0.4, -2],
      ['o', 0.45, 0],
      ['a', 0.55, -3],
    ],
  },
};

const MUSIC: Record<string, () => Signal> = {
  'gentle-piano': gentlePiano,
  'upbeat-pop': upbeatPop,
  'tense-strings': tenseStrings,
  'hopeful-acoustic': hopefulAcoustic,
};

async function encodeMp3(signal: Signal): Promise<Buffer> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  const pcm = Int16Array.from(signal, (value) => Math.max(-32768, Math.min(32767, Math.round(value * 32767))));
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
}

async function main(): Promise<void> {
  const root = path.join(__dirname, '..', 'data', 'audio');
  const jobs = [
    ...samples.voice.map((sample) => ({
      sample,
      make: () => voice(VOICE_SPECS[sample.file]),
      known: sample.file in VOICE_SPECS,
    })),
    ...samples.music.map((sample) => ({ sample, make: MUSIC[sample.file], known: sample.file in MUSIC })),
  ];
  for (const { sample, make, known } of jobs) {
    if (!known) throw new Error(`no synthesis for ${sample.group}/${sample.file}`);
    const mp3 = await encodeMp3(make());
    if (mp3.length > MAX_BYTES) throw new Error(`${sample.group}/${sample.file}.mp3 is ${mp3.length} bytes (over ${MAX_BYTES})`);
    const dir = path.join(root, sample.group);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${sample.file}.${sample.ext}`), mp3);
    console.log(`${sample.group}/${sample.file}.${sample.ext}: ${mp3.length} bytes`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
