import type { FastifyRequest } from 'fastify';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import { asUploadError, InvalidTaskIdError, MissingFileError, MissingTaskIdError } from './upload.errors.js';
import type { UploadPart } from './upload.service.js';

const MAX_INT4 = 2_147_483_647;

/** A task id from a form field or the query: a positive int4, else InvalidTaskIdError. */
export function parseTaskId(text: string): number {
  if (!/^\d{1,10}$/.test(text.trim())) throw new InvalidTaskIdError();
  const id = Number(text.trim());
  if (id < 1 || id > MAX_INT4) throw new InvalidTaskIdError();
  return id;
}

function fieldText(fields: MultipartFields, name: string): string | undefined {
  const field = fields[name];
  const first = Array.isArray(field) ? field[0] : field;
  return first && first.type === 'field' ? String(first.value) : undefined;
}

/**
 * The upload's first file part and its task: the form field `taskId` (sent before the file, as
 * the front end does, or after it), else `?taskId=`. Nothing of the file is read here: it streams
 * on to the checks. Later files are dropped unread (the multipart limit is one file).
 */
export async function readUploadPart(request: FastifyRequest, queryTaskId: string | undefined): Promise<UploadPart> {
  if (!request.isMultipart()) throw new MissingFileError();
  const parts = request.parts()[Symbol.asyncIterator]();
  let file: MultipartFile | undefined;
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') {
        file = next.value;
        break;
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!file || file.fieldname !== 'file') {
    file?.file.resume();
    throw new MissingFileError();
  }
  const fields = file.fields;
  const known = fieldText(fields, 'taskId') ?? (queryTaskId || undefined);
  try {
    return {
      taskId: known === undefined ? undefined : parseTaskId(known),
      filename: file.filename,
      file: file.file,
      taskIdAfterFile: async () => {
        // The rest of the form, once the file was read: fields sent after it land in `fields`.
        try {
          for (let next = await parts.next(); !next.done; next = await parts.next()) {
            if (next.value.type === 'file') next.value.file.resume();
          }
        } catch (error) {
          throw asUploadError(error);
        }
        const text = fieldText(fields, 'taskId');
        if (text === undefined || text === '') throw new MissingTaskIdError();
        return parseTaskId(text);
      },
    };
  } catch (error) {
    file.file.resume();
    throw error;
  }
}
