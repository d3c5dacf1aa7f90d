/** The longest script a task may hold (characters). */
export const SCRIPT_MAX_LENGTH = 200_000;

/**
 * How long Python's compile() may take over one script (wall clock and CPU, in the worker's
 * sandbox) before the check gives up: a script of 200,000 characters compiles in far less.
 */
export const SCRIPT_COMPILE_SECONDS = 5;
