import { describe, expect, it } from '@jest/globals';
import type { MailboxMessage } from '../../api/account-api.js';
import { attachmentHref, inAppPath, newestFirst, splitLinks } from './mailbox.model.js';

const message = (id: number, sentAt: string): MailboxMessage => ({
  id: String(id),
  to: 'a@b.co',
  subject: `m${id}`,
  text: '',
  html: '',
  links: [],
  sentAt,
  attachments: [],
});

describe(newestFirst.name, () => {
  it('lists the newest message first', () => {
    const sorted = newestFirst([message(1, '2025-01-01T10:00:00Z'), message(2, '2025-01-03T10:00:00Z'), message(3, '2025-01-02T10:00:00Z')]);
    expect(sorted.map((m) => m.id)).toEqual(['2', '3', '1']);
  });
});

describe(splitLinks.name, () => {
  it('cuts the links out of a plain-text body, leaving a final period in the text', () => {
    expect(splitLinks('Verify: http://localhost:8080/auth?verify=abc-123.\nThanks')).toEqual([
      { text: 'Verify: ' },
      { href: 'http://localhost:8080/auth?verify=abc-123' },
      { text: '.\nThanks' },
    ]);
    expect(splitLinks('no links')).toEqual([{ text: 'no links' }]);
  });
});

describe(inAppPath.name, () => {
  it('opens links to the same origin in the app', () => {
    expect(inAppPath('http://localhost:8080/set-password/tok?x=1', 'http://localhost:8080')).toBe('/set-password/tok?x=1');
  });

  it('leaves links to other origins and malformed links to the browser', () => {
    expect(inAppPath('https://example.com/a', 'http://localhost:8080')).toBeNull();
    expect(inAppPath('not a url', 'http://localhost:8080')).toBeNull();
  });
});

describe(attachmentHref.name, () => {
  it("downloads a message's attachment from the dev mailbox through this origin", () => {
    expect(attachmentHref('3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f', 1)).toBe('/api/dev/mailbox/3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f/attachments/1');
  });
});
