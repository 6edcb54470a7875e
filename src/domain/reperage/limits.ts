/**
 * How big a plan de repérage may grow. pdf-lib holds the whole output in memory until it is saved, then the saved
 * bytes once more, in a worker of a browser tab: past a few hundred megabytes a tab is killed without a word. The
 * writer counts what each embedded sheet adds and stops, with a French message, before that.
 */
export const MAX_OUTPUT_MEGABYTES = 250;
export const MAX_OUTPUT_BYTES = MAX_OUTPUT_MEGABYTES * 1024 * 1024;
