import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) =>
    e.constraints ? Object.values(e.constraints).map((text) => `${e.property}: ${text} (got ${JSON.stringify(e.value)})`) : describe(e.children ?? []),
  );
}

/**
 * Reads the process settings into a validated class. Defaults are the class's property
 * initialisers; numbers and booleans are converted by class-transformer's @Type/@Transform.
 * Throws one ConfigError whose message is a single line naming every bad setting.
 */
export function loadEnv<T extends object>(schema: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const instance = plainToInstance(schema, present, { exposeDefaultValues: true, enableImplicitConversion: true });
  const errors = validateSync(instance, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration: ${describe(errors).join('; ')}`);
  }
  return instance;
}
