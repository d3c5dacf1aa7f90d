import { Module } from '@nestjs/common';

/** A task's steps: their versions (every saved list), restore, and the AI request that rewrites them. */
@Module({})
export class StepsModule {}
