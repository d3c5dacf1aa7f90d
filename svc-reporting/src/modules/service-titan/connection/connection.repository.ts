import { Injectable } from '@nestjs/common';

/** st_connections, one row per company. */
@Injectable()
export class ConnectionRepository {}
