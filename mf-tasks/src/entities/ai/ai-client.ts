import { tasksClient, unwrap } from '@milestone/platform-sdk';

// The AI builder's routes of svc-tasks (issue #13), through the generated typed client.

/** POST /api/tasks/{id}/generate-script: the script from the task's steps, checked before it is saved. */
export function generateScript(taskId: number) {
  return unwrap(tasksClient.POST('/api/tasks/{id}/generate-script', { params: { path: { id: taskId } } }));
}

export function fetchStepVersions(taskId: number) {
  return unwrap(tasksClient.GET('/api/tasks/{id}/step-versions', { params: { path: { id: taskId } } }));
}

export function fetchStepVersion(taskId: number, version: number) {
  return unwrap(tasksClient.GET('/api/tasks/{id}/step-versions/{version}', { params: { path: { id: taskId, version } } }));
}

export function restoreStepVersion(taskId: number, version: number) {
  return unwrap(tasksClient.POST('/api/tasks/{id}/step-versions/{version}/restore', { params: { path: { id: taskId, version } } }));
}

export function requestStepChange(taskId: number, request: string) {
  return unwrap(tasksClient.POST('/api/tasks/{id}/steps/ai-request', { params: { path: { id: taskId } }, body: { request } }));
}

/** A task's conversations (about one run when executionId is given), newest first. */
export function fetchConversations(query: { taskId: number; executionId?: number }) {
  return unwrap(tasksClient.GET('/api/feedback/conversations', { params: { query } }));
}

export function startConversation(body: { taskId: number; executionId?: number; title: string }) {
  return unwrap(tasksClient.POST('/api/feedback/conversations', { body }));
}

export function fetchMessages(conversationId: number) {
  return unwrap(tasksClient.GET('/api/feedback/conversations/{id}/messages', { params: { path: { id: conversationId } } }));
}

export function sendMessage(conversationId: number, taskId: number, content: string) {
  return unwrap(
    tasksClient.POST('/api/feedback/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { role: 'user', content, taskId } }),
  );
}

export function applyFix(conversationId: number, messageId: number) {
  return unwrap(tasksClient.POST('/api/feedback/conversations/{id}/messages/{messageId}/apply', { params: { path: { id: conversationId, messageId } } }));
}
