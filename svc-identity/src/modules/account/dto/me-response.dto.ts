import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class MeResponseDto {
  @ApiProperty({ type: UserDto })
  user!: UserDto;
}
