import { ApiProperty } from '@nestjs/swagger';

/** Which AI provider answers (GET /api/ai/status): never the key. */
export class AiStatusDto {
  @ApiProperty({ enum: ['offline', 'openai'], description: "'offline' (built in, no network) or 'openai' (an OpenAI-compatible endpoint)" })
  provider!: 'offline' | 'openai';

  @ApiProperty({ type: String, nullable: true, description: "The model's name (null offline)" })
  model!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The endpoint's origin (scheme, host, port), null offline; never a path, query or key" })
  endpoint!: string | null;

  @ApiProperty({ description: 'Whether a model endpoint is configured (AI_BASE_URL)' })
  configured!: boolean;
}
