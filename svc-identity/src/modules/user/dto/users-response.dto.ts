import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from './user.dto.js';

export class UsersResponseDto {
  @ApiProperty({ type: [UserDto] })
  users!: UserDto[];
}

export class UserResponseDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}

export class DeleteUserResponseDto {
  @ApiProperty()
  success!: boolean;
}
