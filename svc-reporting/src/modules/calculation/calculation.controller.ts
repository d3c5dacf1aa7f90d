import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
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
import { ListCalculationsQueryDto, MAX_CALCULATION_PAGE } from './dto/list-calculations.query.dto.js';
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
  @ApiOkResponse({
    type: [SavedCalculationDto],
    description: 'The caller’s saved calculations, newest first, a page at a time',
    headers: { 'X-Total-Count': { description: 'How many calculations the caller has saved in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listCalculations(
    @CurrentUser() user: AuthUser,
    @Query() query: ListCalculationsQueryDto,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<SavedCalculationDto[]> {
    const [calculations, total] = await this.calculations.list(user, { limit: query.limit ?? MAX_CALCULATION_PAGE, offset: query.offset ?? 0 });
    reply.header('X-Total-Count', String(total));
    return calculations;
  }

  @Post('save')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: SavedCalculationDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async saveCalculation(@CurrentUser() user: AuthUser, @Body() body: SaveCalculationDto): Promise<SavedCalculationDto> {
    return this.calculations.save(user, body);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Calculation not found' })
  async deleteCalculation(
    @CurrentUser() user: AuthUser,
    @Param('id', new PositiveIdPipe(() => new CalculationNotFoundError())) id: number,
  ): Promise<SuccessDto> {
    return this.calculations.delete(user, id);
  }
}
