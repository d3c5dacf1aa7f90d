import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { CalculationService } from './calculation.service.js';
import { CalculationNotFoundError } from './calculation.errors.js';
import { toSavedCalculationDto } from './calculation.mapper.js';
import { SaveCalculationDto } from './dto/save-calculation.dto.js';
import { SavedCalculationDto } from './dto/saved-calculation.dto.js';
import { SuccessDto } from './dto/success.dto.js';

@ApiTags('calculations')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/calculations')
export class CalculationController {
  constructor(private readonly calculations: CalculationService) {}

  @Get()
  @ApiOkResponse({ type: [SavedCalculationDto], description: 'The caller’s saved calculations, newest first' })
  async listCalculations(@CurrentUser() user: AuthUser): Promise<SavedCalculationDto[]> {
    return (await this.calculations.list(user)).map(toSavedCalculationDto);
  }

  @Post('save')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: SavedCalculationDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async saveCalculation(@CurrentUser() user: AuthUser, @Body() body: SaveCalculationDto): Promise<SavedCalculationDto> {
    return toSavedCalculationDto(await this.calculations.save(user, body));
  }

  @Delete(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Calculation not found' })
  async deleteCalculation(
    @CurrentUser() user: AuthUser,
    @Param('id', new PositiveIdPipe(() => new CalculationNotFoundError())) id: number,
  ): Promise<SuccessDto> {
    await this.calculations.delete(user, id);
    return { success: true };
  }
}
