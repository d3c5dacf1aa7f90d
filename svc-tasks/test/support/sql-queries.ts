import type { DataSource } from 'typeorm';

/**
 * The SQL the service's DataSource ran while `action` ran (the service runs in the test's process).
 * Background work (the outbox relay, consumers) may run meanwhile: filter what you count.
 */
export async function queriesDuring(ds: DataSource, action: () => Promise<unknown>): Promise<string[]> {
  const logger = ds.logger;
  const original = logger.logQuery;
  const queries: string[] = [];
  logger.logQuery = (query, parameters, queryRunner) => {
    queries.push(query);
    return original.call(logger, query, parameters, queryRunner);
  };
  try {
    await action();
  } finally {
    logger.logQuery = original;
  }
  return queries;
}
