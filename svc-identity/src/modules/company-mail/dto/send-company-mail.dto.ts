import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { MAX_ATTACHMENTS, MAX_IDEMPOTENCY_KEY_LENGTH, MAX_RECIPIENTS, MAX_SUBJECT_LENGTH, MAX_TEXT_LENGTH } from '../company-mail.constants.js';

const MAX_INT4 = 2_147_483_647;
/** No path separator, no control character (C0, DEL, C1). */
const FILE_NAME = /^[^/\\\u0000-\u001f\u007f-\u009f]+$/;
/** RFC 9110's token: a parameter's name, or its value unquoted. */
const TOKEN = "[A-Za-z0-9!#$%&'*+.^_`|~-]+";
/** type/subtype of RFC 6838's restricted names, with parameters (`text/csv; charset=utf-8`). */
const MEDIA_TYPE = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}(?:[ \t]*;[ \t]*${TOKEN}=(?:${TOKEN}|"[^"\\\\\\x00-\\x1f\\x7f]*"))*$`,
);
/**
 * Standard base64 with its padding (what Buffer#toString('base64') writes): its alphabet, '=' only
 * at the end, whole groups of four. Two simple checks rather than one regex of groups, whose
 * backtracking overflows the stack on megabytes of text.
 */
function IsPaddedBase64(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isPaddedBase64', validator: { validate: (value) => typeof value === 'string' && value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value) } },
    options,
  );
}

export class MailAttachmentDto {
  @IsString({ message: 'attachments.filename must be a file name' })
  @Length(1, 255, { message: 'attachments.filename must be 1 to 255 characters' })
  @Matches(FILE_NAME, { message: 'attachments.filename must be a file name, without a path separator or control characters' })
  filename!: string;

  @IsString({ message: 'attachments.contentType must be a media type such as application/pdf' })
  @MaxLength(255, { message: 'attachments.contentType must be at most 255 characters' })
  @Matches(MEDIA_TYPE, { message: 'attachments.contentType must be a media type such as application/pdf' })
  contentType!: string;

  @IsString({ message: 'attachments.contentBase64 must be valid base64' })
  @IsPaddedBase64({ message: 'attachments.contentBase64 must be valid base64' })
  contentBase64!: string;
}

/** POST /internal/mail: a message to users of one company, each recipient sent their own. */
export class SendCompanyMailDto {
  @Type(() => Number)
  @IsInt({ message: 'companyId must be a positive whole number' })
  @Min(1, { message: 'companyId must be a positive whole number' })
  @Max(MAX_INT4, { message: 'companyId must be a positive whole number' })
  companyId!: number;

  @IsArray({ message: 'to must be a list of e-mail addresses' })
  @ArrayMinSize(1, { message: 'to must name at least one recipient' })
  @ArrayMaxSize(MAX_RECIPIENTS, { message: `to may name at most ${MAX_RECIPIENTS} recipients` })
  @IsString({ each: true, message: 'to must hold e-mail addresses' })
  @MaxLength(255, { each: true, message: 'to must hold e-mail addresses' })
  @IsEmail({}, { each: true, message: 'to must hold e-mail addresses' })
  to!: string[];

  @IsString({ message: 'subject must be text' })
  @Length(1, MAX_SUBJECT_LENGTH, { message: `subject must be 1 to ${MAX_SUBJECT_LENGTH} characters` })
  @Matches(/^[^\r\n]*$/, { message: 'subject must be one line (no line breaks)' })
  subject!: string;

  @IsString({ message: 'text must be text' })
  @Length(1, MAX_TEXT_LENGTH, { message: `text must be 1 to ${MAX_TEXT_LENGTH} characters` })
  text!: string;

  @IsOptional()
  @IsArray({ message: 'attachments must be a list' })
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: `attachments may hold at most ${MAX_ATTACHMENTS} files` })
  @ValidateNested({ each: true })
  @Type(() => MailAttachmentDto)
  attachments?: MailAttachmentDto[];

  @IsOptional()
  @IsString({ message: 'idempotencyKey must be text' })
  @Length(1, MAX_IDEMPOTENCY_KEY_LENGTH, { message: `idempotencyKey must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters` })
  idempotencyKey?: string;
}

/** 202 when sent; 200 with `duplicate` when the idempotency key was seen, nothing sent again. */
export interface CompanyMailResponseDto {
  /** The recipients, lower-case, once each, in the order asked. */
  sent: string[];
  duplicate: boolean;
}
