import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';

/** svc-files settings (docs/platform.md "Ports and settings"). */
export class FilesEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  FILES_PORT: number = 3003;

  override DB_NAME: string = 'milestone_files';

  /** The largest upload in bytes (10 MB): counted while it streams, refused with 413 past it. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1024 * 1024 * 1024)
  UPLOAD_MAX_BYTES: number = 10 * 1024 * 1024;

  /** An xlsx whose zip directory lists more entries than this is refused (422) before unpacking. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ZIP_MAX_ENTRIES: number = 10_000;

  /** An xlsx whose entries add up to more bytes unpacked than this is refused (422). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ZIP_MAX_UNCOMPRESSED_BYTES: number = 200 * 1024 * 1024;

  /** An xlsx with an entry compressed more than this many to one is refused (422). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ZIP_MAX_RATIO: number = 200;

  /** The largest output file an execution may store (100 MB), counted while it streams; at most 1 GiB. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1024 * 1024 * 1024)
  OUTPUT_MAX_BYTES: number = 100 * 1024 * 1024;

  /** The most rows a spreadsheet preview shows (the first sheet's, or the one asked for). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  PREVIEW_MAX_ROWS: number = 100;

  /** How long a download link (POST /api/download-links) stays good, in seconds: a minute, at most an hour. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  DOWNLOAD_LINK_TTL_SECONDS: number = 60;

  /** Where file contents are kept: 'local' (FILES_DIR) or 's3' (any S3-compatible object storage, S3_*). */
  @IsIn(['local', 's3'])
  FILES_STORAGE: 'local' | 's3' = 'local';

  /** The local store's root, created at start; relative to the working directory. */
  @IsString()
  @IsNotEmpty()
  FILES_DIR: string = '.milestone/files';

  /** The S3 API's address (FILES_STORAGE=s3), e.g. http://127.0.0.1:9000. */
  @ValidateIf((env: FilesEnv) => env.FILES_STORAGE === 's3' || env.S3_ENDPOINT !== undefined)
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'must be the S3 API URL (required when FILES_STORAGE=s3)' })
  S3_ENDPOINT?: string;

  @IsString()
  @IsNotEmpty()
  S3_REGION: string = 'us-east-1';

  @ValidateIf((env: FilesEnv) => env.FILES_STORAGE === 's3' || env.S3_BUCKET !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'must name the bucket (required when FILES_STORAGE=s3)' })
  S3_BUCKET?: string;

  /** With S3_SECRET_ACCESS_KEY, or neither: the AWS SDK's default credentials (environment, profile, role). */
  @ValidateIf((env: FilesEnv) => env.S3_SECRET_ACCESS_KEY !== undefined || env.S3_ACCESS_KEY_ID !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((env: FilesEnv) => env.S3_SECRET_ACCESS_KEY !== undefined || env.S3_ACCESS_KEY_ID !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
  S3_SECRET_ACCESS_KEY?: string;

  /** `<endpoint>/<bucket>/<key>` addressing, which most S3-compatible servers need; false for virtual-hosted AWS buckets. */
  // From the raw text: loadEnv's implicit conversion has already made any non-empty string `true`.
  @Transform(({ obj, key }) =>
    ((raw: unknown) => raw === undefined || raw === true || raw === 'true' || raw === '1' || raw === 'on')((obj as Record<string, unknown>)[key]),
  )
  @IsBoolean()
  S3_FORCE_PATH_STYLE: boolean = true;
}
