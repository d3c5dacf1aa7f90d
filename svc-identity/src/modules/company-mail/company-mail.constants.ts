/** The most recipients one request mails (one message each). */
export const MAX_RECIPIENTS = 20;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_TEXT_LENGTH = 20_000;
export const MAX_ATTACHMENTS = 5;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** The attachments' decoded bytes together. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * The route's body limit: 10 MB of files is 13.4 MB as base64, plus the rest of the JSON. The
 * service's 1 MiB stays for every other route.
 */
export const MAIL_BODY_LIMIT = 14 * 1024 * 1024;
