import type { MailboxMessage } from '../../api/account-api.js';

/** Newest first, whatever order the answer came in (unparseable times last). */
export function newestFirst(messages: readonly MailboxMessage[]): MailboxMessage[] {
  const time = (m: MailboxMessage) => {
    const t = Date.parse(m.sentAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...messages].sort((a, b) => time(b) - time(a));
}

export type TextPart = { text: string } | { href: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/g;

/** A plain-text body cut into text and links, so the links can be clicked. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    // A sentence's final period is not part of the address.
    const href = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The in-app path of a link to this origin (opened by the router), or null for any other link. */
export function inAppPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a message's attachment downloads: the gateway's route, on this origin (a plain link, as
 * the mailbox itself needs no token: the dev mailbox answers this machine only).
 */
export function attachmentHref(messageId: string, index: number): string {
  return `/api/dev/mailbox/${encodeURIComponent(messageId)}/attachments/${index}`;
}
