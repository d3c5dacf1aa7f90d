/** Every task query sits under this key: the lists under [...TASKS_QUERY_KEY, 'pages'], one task under its id. */
export const TASKS_QUERY_KEY = ['tasks'] as const;

/** The query key of one task (GET /api/tasks/{id}). */
export function taskQueryKey(id: number | null) {
  return [...TASKS_QUERY_KEY, id] as const;
}
