import { describe, expect, it } from '@jest/globals';
import { EXECUTION_FINISHED_V1, FILE_UPLOADED_V1, TASK_DELETED_V1, type EventSubject } from '@milestone/contracts';
import { EVENT_SCHEMAS } from '@milestone/contracts/event-schemas';
import { EventValidator } from './event-validator.js';

const body = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));

describe(EventValidator.name, () => {
  const sut = new EventValidator();

  it('compiles the schema of every subject in strict mode', () => {
    expect(() => new EventValidator()).not.toThrow();
    for (const subject of Object.keys(EVENT_SCHEMAS) as EventSubject[]) {
      expect(sut.check(subject, body(null))).toEqual({ ok: false, problems: ['(payload) must be object'] });
    }
  });

  it('names where and what is wrong, never the value, and at most five problems', () => {
    const result = sut.check(FILE_UPLOADED_V1, body({ originalName: 'salary-jane-doe.xlsx', mimeType: 7, size: 'big' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(6);
    expect(result.problems[0]).toBe("(payload) must have required property 'fileId'");
    expect(result.problems[5]).toMatch(/^and \d+ more$/);
    expect(result.problems.join(' ')).not.toMatch(/salary|big/);
    const wrongTypes = sut.check(
      FILE_UPLOADED_V1,
      body({
        fileId: 1,
        taskId: 2,
        companyId: 3,
        originalName: 'a',
        size: 'big',
        mimeType: 'text/csv',
        sha256: 'x',
        uploadedBy: 4,
        replacedFileIds: [],
        inputFileCount: 1.5,
        at: new Date().toISOString(),
      }),
    );
    expect(wrongTypes).toEqual({ ok: false, problems: ['/size must be integer', '/inputFileCount must be integer'] });
  });

  it('refuses an enum value the contract does not list and a nested object missing a field', () => {
    const result = sut.check(
      EXECUTION_FINISHED_V1,
      body({ executionId: 1, taskId: 2, companyId: 3, status: 'exploded', log: { success: false }, startedAt: null, endedAt: 'e', at: 'a' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(expect.arrayContaining(['/status must be equal to one of the allowed values', "/log must have required property 'error'"]));
  });

  it('takes a time as RFC 3339 with its offset, as toISOString writes it, and nothing else', () => {
    const deleted = (at: string) => sut.check(TASK_DELETED_V1, body({ taskId: 1, companyId: 2, deletedBy: 3, at }));
    expect(deleted('2026-12-07T20:31:05.123Z').ok).toBe(true);
    expect(deleted('2026-12-07T21:31:05+01:00').ok).toBe(true);
    for (const at of ['yesterday', '2026-12-07', '2026-12-07 20:31:05', '2026-13-07T20:31:05Z']) {
      expect(deleted(at)).toEqual({ ok: false, problems: ['/at must match format "date-time"'] });
    }
  });

  it('refuses a body that is not UTF-8 JSON without quoting it', () => {
    expect(sut.check(FILE_UPLOADED_V1, new TextEncoder().encode('{"originalName": "jane'))).toEqual({ ok: false, problems: ['the body is not JSON'] });
    expect(sut.check(FILE_UPLOADED_V1, Uint8Array.of(0xff, 0xfe))).toEqual({ ok: false, problems: ['the body is not JSON'] });
  });
});
