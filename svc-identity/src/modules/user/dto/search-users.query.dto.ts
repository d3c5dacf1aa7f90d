import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '@milestone/nest-kit';
import { DEFAULT_USER_PAGE, MAX_USER_PAGE } from './list-users.query.dto.js';

export class SearchUsersQueryDto extends PageQueryDto({ max: MAX_USER_PAGE, default: DEFAULT_USER_PAGE }) {
  @ApiPropertyOptional({ description: 'Part of an e-mail, any case; empty for every user of the company' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @IsString({ message: 'email must be text' })
  @MaxLength(255, { message: 'email must be at most 255 characters' })
  email?: string;
}
