import { Module } from '@nestjs/common';

/** The feedback conversations of runs (/api/feedback/*) and the assistant that answers them. */
@Module({})
export class FeedbackModule {}
