import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { catalogQueryKeys } from '../report-catalog-query-keys.js';
import { entityLabeller } from '../report-catalog.model.js';

/**
 * The label of an entity key ('invoiceItems' -> 'Invoice Items') from GET
 * /api/service-titan/entities; until it answers (or if it fails) a label made from the key.
 */
export function useEntityLabel(): (key: string) => string {
  const entities = useQuery({
    queryKey: catalogQueryKeys.entities,
    queryFn: () => unwrap(reportingClient.GET('/api/service-titan/entities')),
    staleTime: Infinity,
  });
  return useMemo(() => entityLabeller(entities.data), [entities.data]);
}
