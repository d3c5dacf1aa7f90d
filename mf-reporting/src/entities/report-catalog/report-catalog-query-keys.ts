/** Every query of the report builder's catalog sits under this key. */
export const CATALOG_QUERY_KEY = ['service-titan', 'catalog'] as const;

export const catalogQueryKeys = {
  fields: [...CATALOG_QUERY_KEY, 'fields'] as const,
  joinRules: [...CATALOG_QUERY_KEY, 'join-rules'] as const,
  entities: [...CATALOG_QUERY_KEY, 'entities'] as const,
  /** One validation per selection (its ids sorted: see selectionKey). */
  validation: (selection: readonly string[]) => [...CATALOG_QUERY_KEY, 'validation', ...selection] as const,
};
