/** The registration modal's timings, in milliseconds (tests check them exactly, with fake clocks). */

/** Simulated sign-up wait: about one second, exactly 1000 ms. */
export const SIGNUP_DELAY_MS = 1000;

/** Success screen: the progress reached at each moment after the step appears. */
export const SUCCESS_PROGRESS_STEPS = [
  { at: 200, progress: 30 },
  { at: 800, progress: 70 },
  { at: 1500, progress: 100 },
] as const;

/** Success screen: the finish callback (close, store the session, go to /dashboard). */
export const SUCCESS_FINISH_MS = 2000;

/** The progress bar's maximum. */
export const PROGRESS_MAX = 100;
