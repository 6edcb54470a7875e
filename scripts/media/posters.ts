/**
 * scripts/media/posters.json, written by the recorder (record.ts) and read by media.test.ts: for each clip, the frame
 * its poster was made from, the SHA-256 of the three files it was measured on, and grey thumbnails (ffmpeg.ts THUMB,
 * hex) of the poster, of the clip's frame at the poster's index in both encodings, and of the clip's first and last
 * frames. The test checks them against the committed files, and recomputes them when ffmpeg is installed.
 */
export interface PosterRecord {
  readonly fps: number;
  readonly frames: number;
  readonly posterFrame: number;
  readonly sha256: { readonly webm: string; readonly mp4: string; readonly poster: string };
  readonly thumbs: {
    readonly poster: string;
    readonly webmAtPoster: string;
    readonly mp4AtPoster: string;
    readonly webmFirst: string;
    readonly webmLast: string;
  };
}

/** Keyed by scene name (scenes/index.ts), which is the clip's file name without its extension. */
export type PostersFile = Record<string, PosterRecord>;
