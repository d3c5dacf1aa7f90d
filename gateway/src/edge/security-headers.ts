/**
 * The Content-Security-Policy of every answer. The shell and the remotes are served from this
 * origin only, as files: no inline script and no eval anywhere (Rspack's production runtime and
 * Module Federation load chunks with <script src>), so script-src is 'self' alone.
 * style-src needs 'unsafe-inline': antd writes its CSS-in-JS as <style> elements at run time, and
 * a nonce would mean rewriting index.html per answer. Inline styles cannot run script, and
 * connect-src 'self' keeps what a style could read from leaving for another site.
 * img-src allows data: for the inline favicon and antd's inline icons; blob: for the previews of
 * files the page made itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent over https only (a browser ignores it over http): a year, this host only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers every answer of the gateway carries (name, value), HSTS aside. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'same-origin'],
  // frame-ancestors 'none' says the same to browsers that read CSP; this is for those that do not.
  ['x-frame-options', 'DENY'],
  // No page of another site keeps a handle on a window of ours, nor embeds our files.
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];
