import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyFix, fetchConversations, fetchMessages, sendMessage, startConversation } from '../../../../entities/ai/ai-client.js';
import { putTask } from '../../../../entities/ai/ai-hooks.js';
import { aiKeys, type FeedbackConversation, type FeedbackMessage } from '../../../../entities/ai/ai.model.js';

export const FEEDBACK_TEXTS = {
  ready: 'AI Assistant Ready',
  startFailed: { title: 'Error', description: 'Failed to start AI conversation. Please try again.' },
  sendFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
} as const;

/** The run's conversation: an existing one is reopened (GET ?executionId=), otherwise one is started. */
export async function openConversation(run: {
  id: number;
  taskId: number;
  taskName?: string | null;
}): Promise<{ conversation: FeedbackConversation; messages: FeedbackMessage[] | null; started: boolean }> {
  const existing = await fetchConversations({ taskId: run.taskId, executionId: run.id });
  const found = existing[0];
  if (found) return { conversation: found, messages: null, started: false };
  const title = `Execution #${run.id}${run.taskName ? ` of ${run.taskName}` : ''}`;
  const created = await startConversation({ taskId: run.taskId, executionId: run.id, title });
  return { conversation: created.conversation, messages: created.messages, started: true };
}

/** GET /api/feedback/conversations/{id}/messages: oldest first. */
export function useMessages(conversationId: number) {
  return useQuery({ queryKey: aiKeys.messages(conversationId), queryFn: () => fetchMessages(conversationId) });
}

/** The user's message, then the assistant's reply, both added to the conversation. */
export function useSendMessage(conversationId: number, taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(conversationId, taskId, content),
    onSuccess: ({ message, reply }) =>
      queryClient.setQueryData<FeedbackMessage[]>(aiKeys.messages(conversationId), (list) => [...(list ?? []), message, reply]),
  });
}

/** Apply fix: the proposed script saved as the task's new script version (a proposed change: its steps too, as a new step version). */
export function useApplyFix(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => applyFix(conversationId, messageId),
    onSuccess: ({ task }) => {
      putTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: aiKeys.stepVersions(task.id) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: aiKeys.messages(conversationId) }),
  });
}
