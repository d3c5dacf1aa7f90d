import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { ConnectionService } from './connection.service.js';
import { ConnectDto } from './dto/connect.dto.js';
import { SyncStartedDto } from './dto/sync-started.dto.js';
import { ConnectionDto, StatusResponseDto } from '../status/dto/status-response.dto.js';

/** The company's ServiceTitan connection, managed by its owners and admins from the status page. */
@ApiTags('service-titan')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/service-titan')
export class ConnectionController {
  constructor(private readonly connections: ConnectionService) {}

  @Get('connection')
  @ApiOkResponse({ type: ConnectionDto, description: "The company's connection without its secret or key; null when not connected" })
  getConnection(@CurrentUser() user: AuthUser): Promise<ConnectionDto | null> {
    return this.connections.view(user);
  }

  @Put('connection')
  @ApiOkResponse({ type: ConnectionDto, description: 'Tested with a real token request, saved, and a first sync started' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      'A field is missing or wrong, an address is not allowed, or a blank secret or app key would go to a changed address; nothing was sent or saved',
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an owner or admin' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'ServiceTitan refused the credentials; nothing was saved' })
  connect(@CurrentUser() user: AuthUser, @Body() body: ConnectDto): Promise<ConnectionDto> {
    return this.connections.connect(user, body);
  }

  @Post('connection/test')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StatusResponseDto, description: 'A real token request and a call to every endpoint, then the status' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an owner or admin' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Not connected' })
  testConnection(@CurrentUser() user: AuthUser): Promise<StatusResponseDto> {
    return this.connections.test(user);
  }

  @Delete('connection')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: "Disconnected: the credentials and the company's replica are removed" })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an owner or admin' })
  async disconnect(@CurrentUser() user: AuthUser): Promise<void> {
    await this.connections.disconnect(user);
  }

  @Post('sync')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: SyncStartedDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an owner or admin' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Not connected, or a sync is already running' })
  syncNow(@CurrentUser() user: AuthUser): Promise<SyncStartedDto> {
    return this.connections.syncNow(user);
  }
}
