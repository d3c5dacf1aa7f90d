import type { Writable } from 'node:stream';

/** readable-stream 2's writables (inside exceljs' zip) predate writableNeedDrain and writableLength: their state says the same. */
interface LegacyWritable {
  _writableState?: { length?: number; highWaterMark?: number; needDrain?: boolean };
}

function needsDrain(stream: Writable): boolean {
  if (typeof stream.writableNeedDrain === 'boolean') return stream.writableNeedDrain;
  const state = (stream as unknown as LegacyWritable)._writableState;
  return state?.needDrain === true || (state?.length ?? 0) >= (state?.highWaterMark ?? Number.POSITIVE_INFINITY);
}

/**
 * Resolves once `stream` can take more (its 'drain'); rejects when it closes or fails first (the
 * client went away), so a writer waiting on a reader that is gone stops instead of waiting forever.
 */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.reject(new Error('the download was closed before it ended'));
  if (!needsDrain(stream)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      stream.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the download was closed before it ended'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
    stream.on('error', done);
  });
}
