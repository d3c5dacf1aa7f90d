import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import { MAX_INT4, MIN_INT4, findInputProblem } from '../validation/input-limits.js';

// @nestjs/swagger keeps each documented property's options under this key: the OpenAPI document is
// the contract, so a property takes null only where the document says `nullable`.
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

type Metatype = ArgumentMetadata['metatype'];

const PLAIN_TYPES: unknown[] = [String, Boolean, Number, Array, Object, Buffer, Date];

function isDtoClass(metatype: Metatype): metatype is NonNullable<Metatype> {
  return typeof metatype === 'function' && !PLAIN_TYPES.includes(metatype);
}

function where(metadata: ArgumentMetadata): string {
  if (metadata.type === 'query' && metadata.data) return `Query parameter ${metadata.data}`;
  return metadata.data ?? '';
}

function nullable(metatype: NonNullable<Metatype>, key: string): boolean {
  const options = Reflect.getMetadata(API_MODEL_PROPERTIES, metatype.prototype as object, key) as { nullable?: boolean } | undefined;
  return options?.nullable === true;
}

/**
 * The ValidationPipe every service uses, with the checks no DTO should have to repeat:
 * before the DTO's rules, what no input may carry (`findInputProblem`), a body that is not a JSON
 * object where a DTO is expected, and null for a property the contract does not call nullable
 * (it reached NOT NULL columns as a 500); after them, whole numbers of number properties outside
 * PostgreSQL's int range (`userId: 2147483648`, `offset=1e20` passed `@IsInt()`).
 */
export class SafeValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const problem = findInputProblem(value, where(metadata));
    if (problem) throw new BadRequestException(problem);
    const dto = isDtoClass(metadata.metatype) ? metadata.metatype : undefined;
    if (dto && metadata.type === 'body' && metadata.data === undefined) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException('The request body must be a JSON object');
      }
      for (const [key, field] of Object.entries(value)) {
        if (field === null && !nullable(dto, key)) throw new BadRequestException(`${key} must not be null`);
      }
    }
    const result = await super.transform(value, metadata);
    if (dto) checkIntRange(result, dto);
    return result;
  }
}

function checkIntRange(result: unknown, dto: NonNullable<Metatype>): void {
  if (result === null || typeof result !== 'object') return;
  for (const [key, field] of Object.entries(result)) {
    if (typeof field !== 'number' || !Number.isInteger(field)) continue;
    if (Reflect.getMetadata('design:type', dto.prototype as object, key) !== Number) continue;
    if (field > MAX_INT4) throw new BadRequestException(`${key} must be at most ${MAX_INT4}`);
    if (field < MIN_INT4) throw new BadRequestException(`${key} must be at least ${MIN_INT4}`);
  }
}
