import type { LoggerService } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { deadLetterSubject } from '@milestone/contracts';
import type { NatsClient } from './nats-client.js';

/** Headers a dead letter carries beside the original message's own. */
export const DEAD_LETTER_HEADERS = {
  consumer: 'Dead-Letter-Consumer',
  subject: 'Dead-Letter-Subject',
  stream: 'Dead-Letter-Stream',
  sequence: 'Dead-Letter-Sequence',
  /** The original Nats-Msg-Id (the dead letter's own is `<durable>:<it>`, so that two services refusing one message both keep it). */
  msgId: 'Dead-Letter-Msg-Id',
  /** The schema's first few problems: where and what, never a value. */
  reason: 'Dead-Letter-Reason',
} as const;

/** Who puts a message aside: the service (its dead letters' subjects), its connection and its log. */
export interface DeadLetterOwner {
  nats: NatsClient;
  serviceName: string;
  logger: LoggerService;
}

/**
 * Puts aside a message that is not its subject's payload (`problems`: what EventValidator found):
 * logged once and published to `deadletter.<service>.<subject>` (stream DEADLETTER) with its body
 * and headers, then terminated, so it is not redelivered; when the dead letter cannot be
 * published, the message is left in its stream (nak) to try again: refused, but never lost. Used
 * by EventConsumer and by any other JetStream consumer of the contracts' events (the execution
 * worker's lanes).
 */
export async function deadLetter(owner: DeadLetterOwner, durable: string, subject: string, msg: JsMsg, problems: string[]): Promise<void> {
  const msgId = msg.headers?.get('Nats-Msg-Id') ?? '';
  const target = deadLetterSubject(owner.serviceName, subject);
  const letter = headers();
  for (const [key, values] of msg.headers ?? []) {
    if (key === 'Nats-Msg-Id') continue;
    for (const value of values) letter.append(key, value);
  }
  letter.set(DEAD_LETTER_HEADERS.consumer, durable);
  letter.set(DEAD_LETTER_HEADERS.subject, msg.subject);
  letter.set(DEAD_LETTER_HEADERS.stream, msg.info.stream);
  letter.set(DEAD_LETTER_HEADERS.sequence, String(msg.seq));
  if (msgId) letter.set(DEAD_LETTER_HEADERS.msgId, msgId);
  letter.set(DEAD_LETTER_HEADERS.reason, problems.join('; '));
  try {
    // Deduplicated in DEADLETTER's window: a redelivery before the term took is stored once.
    await owner.nats.jetstream().publish(target, msg.data, { headers: letter, msgID: `${durable}:${msgId || `${msg.info.stream}:${msg.seq}`}` });
  } catch (error) {
    // Kept in its stream until it can be put aside: refused, but never lost.
    owner.logger.error(`dead-lettering ${subject} (stream sequence ${msg.seq}) failed: ${String(error)}; retrying`);
    msg.nak(2000);
    return;
  }
  owner.logger.error(
    `refused ${subject} (stream ${msg.info.stream} sequence ${msg.seq}, Nats-Msg-Id ${msgId || 'none'}), not its schema: ${problems.join('; ')}; dead-lettered to ${target}`,
  );
  // No reason given: a reason (`+TERM <reason>`) needs nats-server 2.10.4, Debian ships 2.9.
  msg.term();
}
