// How big a task may grow. Every task of a company goes into each colleague's task list, so a task
// without bounds made every list as big as its largest task (9.4 MB seen). The starter tasks have
// 4-6 steps of at most 155 characters and an empty config; these limits leave a real task a wide
// margin while keeping a task's worst case a few hundred KB.

/** Steps in a task's instructions. */
export const TASK_MAX_STEPS = 100;

/** Characters in one instruction step (the step editor's box). */
export const TASK_MAX_STEP_LENGTH = 2000;

/** A task's config as stored (features, sections, API configuration, custom sections...). */
export const TASK_MAX_CONFIG_BYTES = 64 * 1024;

/** A task's customSections as stored. */
export const TASK_MAX_SECTIONS_BYTES = 64 * 1024;

/** Characters of one custom section's content (a data table's tab-separated text, a note). */
export const TASK_MAX_SECTION_CONTENT_LENGTH = 20_000;
