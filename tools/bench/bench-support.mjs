// What the platform benchmarks share: JSON calls through the gateway and a verified, signed-in user.

/** fetch, then the JSON answer (null for 204); a failed answer throws with its status and body. */
export async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? null : answer.json();
}

/**
 * Registers a new company's owner through the gateway, verifies the e-mail from the dev mailbox and
 * signs in. Resolves to the token and the user's id and company.
 */
export async function signUp(base, { label, password }) {
  const email = `bench@${label}-${Date.now().toString(36)}.test`;
  const headers = { 'content-type': 'application/json' };
  await json(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Mark' }) });
  const { messages } = await json(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const token = new URL(messages[0].links.find((l) => l.includes('verify='))).searchParams.get('verify');
  await json(`${base}/api/auth/verify-email`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  const login = await json(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  return { email, token: login.token, userId: login.user.id, companyId: login.user.companyId };
}
