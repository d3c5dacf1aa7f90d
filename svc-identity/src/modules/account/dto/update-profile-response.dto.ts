import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class UpdateProfileResponseDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}
