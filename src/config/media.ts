/**
 * The site's own media: screen recordings of the real workspace (scripts/media/record.ts drives the built site in the
 * tests' Chromium and encodes with ffmpeg into public/media/), on redistributable plans only. No stock footage.
 * Regenerate with `npm run media`; scripts/media/media.test.ts checks files, sizes, budgets and that each poster is a
 * frame of its clip. Data only: paths are public URLs, width/height are the intrinsic pixel sizes for the width/height
 * attributes. The accessible names and alternative texts are copy, in src/i18n/landing.fr.ts and landing-tabs.fr.ts.
 */

export interface MediaSource {
  readonly src: string;
  readonly type: 'video/webm' | 'video/mp4';
}

/** A short, muted, looping clip (played with muted, loop and playsinline). */
export interface MediaVideo {
  readonly width: number;
  readonly height: number;
  readonly poster: string;
  /** In order of preference: WebM first, MP4 as the fallback. */
  readonly sources: readonly [MediaSource, MediaSource];
}

/** A still image (step preview). */
export interface MediaImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export type FeatureMediaKey = 'import' | 'library' | 'counting' | 'compare';
export type StepMediaKey = 'import' | 'library' | 'selection' | 'export';

/** Size budgets in bytes (1 KB = 1,000 bytes), checked by the generator and by the unit test. */
export const mediaBudgets = {
  video: 400_000,
  image: 60_000,
} as const;

const video = (name: string, width: number, height: number): MediaVideo => ({
  width,
  height,
  poster: `/media/${name}-poster.jpg`,
  sources: [
    { src: `/media/${name}.webm`, type: 'video/webm' },
    { src: `/media/${name}.mp4`, type: 'video/mp4' },
  ],
});

const image = (name: string): MediaImage => ({ src: `/media/${name}.jpg`, width: 640, height: 400 });

export const media: {
  readonly demo: MediaVideo;
  readonly features: Readonly<Record<FeatureMediaKey, MediaVideo>>;
  readonly steps: Readonly<Record<StepMediaKey, MediaImage>>;
} = {
  demo: video('demo', 960, 600),
  features: {
    import: video('feature-import', 640, 400),
    library: video('feature-library', 640, 400),
    counting: video('feature-counting', 640, 400),
    compare: video('feature-compare', 640, 400),
  },
  steps: {
    import: image('step-import'),
    library: image('step-library'),
    selection: image('step-selection'),
    export: image('step-export'),
  },
};

/** Every file under public/ that the manifest points to, with its kind (for budgets and checks). */
export function mediaFiles(): { src: string; kind: 'video' | 'image'; width: number; height: number }[] {
  const videos = [media.demo, ...Object.values(media.features)];
  return [
    ...videos.flatMap((v) => [
      ...v.sources.map((s) => ({ src: s.src, kind: 'video' as const, width: v.width, height: v.height })),
      { src: v.poster, kind: 'image' as const, width: v.width, height: v.height },
    ]),
    ...Object.values(media.steps).map((s) => ({
      src: s.src,
      kind: 'image' as const,
      width: s.width,
      height: s.height,
    })),
  ];
}
