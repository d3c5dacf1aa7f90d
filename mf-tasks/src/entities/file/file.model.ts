import type { FilesComponents } from '@milestone/contracts';

/** What POST /api/upload answers: the stored file and how many current inputs its task now has. */
export type UploadResult = FilesComponents['schemas']['UploadResultDto'];
