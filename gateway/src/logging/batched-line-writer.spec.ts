import { BatchedLineWriter } from './batched-line-writer.js';

describe(BatchedLineWriter.name, () => {
  const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

  it('writes the lines of one event-loop turn as one chunk, in order', async () => {
    const chunks: string[] = [];
    const sut = new BatchedLineWriter({ write: (chunk: string) => chunks.push(chunk) });
    sut.write('{"n":1}\n');
    sut.write('{"n":2}\n');
    sut.write('{"n":3}\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
  });

  it('starts a new chunk for lines written in a later turn', async () => {
    const chunks: string[] = [];
    const sut = new BatchedLineWriter({ write: (chunk: string) => chunks.push(chunk) });
    sut.write('a\n');
    await nextTurn();
    sut.write('b\n');
    await nextTurn();
    expect(chunks).toEqual(['a\n', 'b\n']);
  });

  it('writes what is pending when flushed (at exit), and nothing when empty', () => {
    const chunks: string[] = [];
    const sut = new BatchedLineWriter({ write: (chunk: string) => chunks.push(chunk) });
    sut.flush();
    sut.write('last\n');
    sut.flush();
    expect(chunks).toEqual(['last\n']);
  });
});
