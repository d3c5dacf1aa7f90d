import { Injectable } from '@nestjs/common';

/** Seals and opens stored secrets with AES-256-GCM and ST_ENCRYPTION_KEY. */
@Injectable()
export class SecretBox {}
