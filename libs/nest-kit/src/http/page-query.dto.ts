import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export interface PageOptions {
  /** The largest page a caller may ask for: no list answers more rows than this. */
  max: number;
  /** The page when the caller names none. */
  default: number;
}

/**
 * `limit` and `offset` of a list route, as a base class for its query DTO: every list of the
 * platform answers at most `max` rows (its page), however many it holds.
 */
export function PageQueryDto(page: PageOptions) {
  const limitMessage = { message: `limit must be a whole number from 1 to ${page.max}` };
  const offsetMessage = { message: 'offset must be a whole number of 0 or more' };

  class PageQuery {
    @ApiPropertyOptional({ minimum: 1, maximum: page.max, default: page.default })
    @IsOptional()
    @Type(() => Number)
    @IsInt(limitMessage)
    @Min(1, limitMessage)
    @Max(page.max, limitMessage)
    limit?: number;

    @ApiPropertyOptional({ minimum: 0, default: 0 })
    @IsOptional()
    @Type(() => Number)
    @IsInt(offsetMessage)
    @Min(0, offsetMessage)
    offset?: number;
  }
  return PageQuery;
}
