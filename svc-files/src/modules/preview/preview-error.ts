/** Why a preview could not be shown, in words for the user (the HTTP layer answers with `message`). */
export type PreviewFailure = 'unknown-sheet' | 'unreadable' | 'timeout' | 'too-large';

export class PreviewError extends Error {
  private constructor(
    readonly reason: PreviewFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PreviewError';
  }

  static unknownSheet(sheet: string): PreviewError {
    return new PreviewError('unknown-sheet', `Sheet "${sheet}" not found`);
  }

  static unreadable(): PreviewError {
    return new PreviewError('unreadable', 'This file could not be read as a spreadsheet.');
  }

  static timeout(): PreviewError {
    return new PreviewError('timeout', 'The preview took too long.');
  }

  static tooLarge(): PreviewError {
    return new PreviewError('too-large', 'This file is too large to preview.');
  }
}
