import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@milestone/platform-sdk';
import { taskPageView } from './task-view.js';

const task = { id: 7 };
const failed = (status: number) => new ApiError(status, 'Failed', '');

describe('taskPageView', () => {
  it('waits for the task, then shows it', () => {
    expect(taskPageView(true, { isPending: true, isError: false, error: null, data: undefined })).toBe('loading');
    expect(taskPageView(true, { isPending: false, isError: false, error: null, data: task })).toBe('task');
  });

  it('says Task Not Found for a bad id and for a 404, even over a task shown before (it was deleted)', () => {
    expect(taskPageView(false, { isPending: false, isError: false, error: null, data: undefined })).toBe('not-found');
    expect(taskPageView(true, { isPending: false, isError: true, error: failed(404), data: undefined })).toBe('not-found');
    expect(taskPageView(true, { isPending: false, isError: true, error: failed(404), data: task })).toBe('not-found');
  });

  it('shows the error when the task could not be read at all', () => {
    expect(taskPageView(true, { isPending: false, isError: true, error: failed(502), data: undefined })).toBe('error');
  });

  it('keeps a task shown when a later read of it fails, so what the user is working in stays', () => {
    expect(taskPageView(true, { isPending: false, isError: true, error: failed(502), data: task })).toBe('task');
    expect(taskPageView(true, { isPending: false, isError: true, error: new TypeError('Failed to fetch'), data: task })).toBe('task');
  });
});
