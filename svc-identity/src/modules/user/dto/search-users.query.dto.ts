import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class SearchUsersQueryDto {
  @ApiPropertyOptional({ description: 'Part of an e-mail, any case; empty for every user of the company' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @IsString({ message: 'email must be text' })
  @MaxLength(255, { message: 'email must be at most 255 characters' })
  email?: string;
}
