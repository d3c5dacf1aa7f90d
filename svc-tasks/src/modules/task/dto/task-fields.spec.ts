import { createValidationPipe } from '@milestone/nest-kit';
import { CreateTaskDto } from './create-task.dto.js';
import { UpdateTaskDto } from './update-task.dto.js';

/** The message the service answers for `body`, or null when it passes. */
async function messageOf(metatype: typeof CreateTaskDto | typeof UpdateTaskDto, body: Record<string, unknown>): Promise<string | null> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('task fields', () => {
  describe.each([
    ['CreateTaskDto', CreateTaskDto, { type: 'api-reporting' }],
    ['UpdateTaskDto', UpdateTaskDto, { version: 1 }],
  ] as const)('%s', (_name, sut, rest) => {
    it.each([
      ['a name that is not text', { name: 42 }, 'Task name is required'],
      ['a blank name', { name: '   ' }, 'Task name is required'],
      ['a name of 256 characters', { name: 'x'.repeat(256) }, 'Task name must be at most 255 characters'],
      ['a description that is not text', { name: 'ok', description: 42 }, 'Task description must be text'],
      ['a description of 5001 characters', { name: 'ok', description: 'x'.repeat(5001) }, 'Task description must be at most 5000 characters'],
      ['instructions that are not text', { name: 'ok', instructions: 42 }, 'Task instructions must be text'],
      ['a config that is not an object', { name: 'ok', config: 'text' }, 'Task config must be an object'],
    ])('refuses %s with the message of its first broken rule', async (_case, fields, message) => {
      expect(await messageOf(sut, { ...rest, ...fields })).toBe(message);
    });

    it('keeps a trimmed name and description', async () => {
      expect(await messageOf(sut, { ...rest, name: ' ok ', description: ' d ', instructions: 'a', config: {} })).toBeNull();
    });
  });
});
