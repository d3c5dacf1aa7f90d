import { randomInt } from 'node:crypto';
import { PASSWORD, latestMail, registerByApi, verifyByMailbox } from '../../../support/session.js';
import { BASE_URL } from '../../../support/browser.js';
import { anExecutionId, claimInputs, storeOutput } from '../../../support/worker.js';
import type { ApiClient } from './api-client.js';

export interface Member {
  id: number;
  email: string;
  token: string;
}

/** One company with a person of each role and an object of every kind, all created through the API. */
export interface Tenant {
  label: string;
  /** Letters only, in every name and text this company's objects carry: a leak check searches for it. */
  marker: string;
  companyId: number;
  companyName: string;
  /** The company's own domain (its owner's address is at it). */
  domain: string;
  /** A second authorized domain the company added (not proven). */
  altDomain: string;
  owner: Member;
  /** A plain user (role user), holding an admin grant on `task`. */
  user: Member;
  /** Another plain user, holding a viewer grant on `spareTask` (a target for role changes, deletion, grants). */
  spare: Member;
  /** A sign-up at the company's domain, verified, that waits for an admin's activation (no token: it cannot sign in). */
  pending: Pick<Member, 'id' | 'email'>;
  /** A pending invitation's e-mail. */
  invitedEmail: string;
  invitationId: number;
  /** A task the company made, and a second one. */
  task: { id: number; name: string; version: number };
  spareTask: { id: number; name: string; version: number };
  calculation: { id: number; name: string };
  /**
   * A run of `task` as the execution worker leaves it in svc-files: the csv uploaded to the task
   * (its input), claimed, and one output named after the company.
   */
  execution: { id: number; inputFileId: number; inputFilePath: string; outputName: string };
  /** The level of `user`'s grant on `task`. */
  grantLevel: 'admin';
}

/** Letters only (names accept them everywhere), random enough that no other company's text holds them. */
function randomMarker(label: string): string {
  const letters = 'bcdfghjkmnpqrstvwxz';
  let marker = '';
  for (let i = 0; i < 8; i++) marker += letters[randomInt(letters.length)];
  return `${label}${marker}`;
}

async function meOf(api: ApiClient, token: string): Promise<{ id: number; email: string; companyId: number }> {
  const { user } = await api.expectOk<{ user: { id: number; email: string; companyId: number } }>('GET', '/api/auth/me', { token });
  return user;
}

async function signIn(api: ApiClient, email: string): Promise<string> {
  const { token } = await api.expectOk<{ token: string }>('POST', '/api/auth/login', { body: { email, password: PASSWORD } }, 200);
  return token;
}

/** Invites `email` as a plain user and accepts through the invitation's link from the dev mailbox. */
async function inviteAndJoin(api: ApiClient, tenant: { companyId: number; owner: Member }, email: string, lastName: string): Promise<Member> {
  await api.expectOk('POST', `/api/companies/${tenant.companyId}/invitations`, {
    token: tenant.owner.token,
    body: { email, role: 'user', firstName: 'Member', lastName },
  });
  const mail = await latestMail(email, /invit/i);
  const link = mail.links.find((l) => l.includes('/accept-invitation/'));
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  const invitationToken = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  await api.expectOk('POST', `/api/invitations/${encodeURIComponent(invitationToken)}/accept`, {
    body: { password: PASSWORD, firstName: 'Member', lastName },
  });
  const token = await signIn(api, email);
  return { id: (await meOf(api, token)).id, email, token };
}

/**
 * Signs up at a company's domain and follows the verification link: the company does not allow
 * self-registration (its default), so the account waits for an owner's or admin's activation.
 */
async function signUpAwaitingActivation(api: ApiClient, email: string, lastName: string): Promise<Pick<Member, 'id' | 'email'>> {
  const { user, requiresActivation } = await api.expectOk<{ user: { id: number }; requiresActivation?: boolean }>('POST', '/api/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Pending', lastName },
  });
  if (requiresActivation !== true) throw new Error(`a sign-up at a company that does not allow self-registration should await activation: ${email}`);
  await verifyByMailbox(email);
  return { id: user.id, email };
}

/**
 * Grants a level on a task. svc-tasks learns of a new user from svc-identity's events: until its
 * read model holds the user, the grant answers 'User not found', so it is retried until it lands.
 */
async function grantWhenKnown(api: ApiClient, token: string, taskId: number, userId: number, permission: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await api.send('POST', `/api/tasks/${taskId}/permissions`, { token, body: { taskId, userId, permission } });
    if (answer.status >= 200 && answer.status < 300) return;
    if (answer.status !== 404 || Date.now() > deadline) {
      throw new Error(`granting ${permission} on task ${taskId} to user ${userId} answered ${answer.status}: ${answer.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The starter tasks svc-tasks gives a new company (one transaction, on svc-identity's event): waits until they are there. */
async function starterTasksSeeded(api: ApiClient, token: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const tasks = await api.expectOk<Array<{ name: string }>>('GET', '/api/tasks', { token });
    if (tasks.some((t) => t.name === 'Technician Pay Report')) return;
    if (Date.now() > deadline) throw new Error('the starter tasks of a new company never came');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createTask(api: ApiClient, token: string, name: string, marker: string): Promise<Tenant['task']> {
  const task = await api.expectOk<{ id: number; name: string; version: number }>('POST', '/api/tasks', {
    token,
    body: { name, type: 'api-reporting', description: `Owned by ${marker}` },
  });
  return { id: task.id, name: task.name, version: task.version };
}

/** Uploads a csv naming the company to the task, and runs an execution on it through svc-files' internal API. */
async function runExecution(api: ApiClient, token: string, scope: { companyId: number; taskId: number }, marker: string): Promise<Tenant['execution']> {
  const form = new FormData();
  form.append('taskId', String(scope.taskId));
  form.append('file', new Blob([`Technician,Hours\n${marker},40\n`], { type: 'text/csv' }), `Hours ${marker}.csv`);
  const uploaded = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (uploaded.status !== 201) throw new Error(`uploading the input of ${marker}'s task answered ${uploaded.status}: ${await uploaded.text()}`);
  const id = anExecutionId();
  const [input] = await claimInputs(scope, id);
  if (!input) throw new Error(`the execution of ${marker}'s task claimed no input`);
  const output = await storeOutput(scope, id, `Report ${marker}.csv`, Buffer.from(`Technician,Pay\n${marker},1234.5\n`, 'utf8'));
  const [listed] = await api.expectOk<Array<{ executionId: number; inputFiles: Array<{ filePath: string }> }>>('GET', `/api/tasks/${scope.taskId}/files`, {
    token,
  });
  if (listed?.executionId !== id) throw new Error(`the execution of ${marker}'s task is not listed`);
  return { id, inputFileId: input.id, inputFilePath: listed.inputFiles[0]!.filePath, outputName: output.name };
}

/** A company named after `label` (a few letters), with its owner, two plain users and one object of every kind. */
export async function createTenant(api: ApiClient, label: string): Promise<Tenant> {
  const marker = randomMarker(label);
  const ownerAccount = await registerByApi('Owner', marker);
  const me = await meOf(api, ownerAccount.token);
  const owner: Member = { id: me.id, email: ownerAccount.email, token: ownerAccount.token };
  const domain = owner.email.split('@')[1]!;
  const companyName = `Company ${marker}`;
  const altDomain = `alt-${marker.toLowerCase()}.test`;
  await api.expectOk('PUT', `/api/companies/${me.companyId}/settings`, {
    token: owner.token,
    body: { name: companyName, verificationDomain: `${domain},${altDomain}` },
  });

  const base = { companyId: me.companyId, owner };
  const user = await inviteAndJoin(api, base, `user.${marker.toLowerCase()}@${domain}`, marker);
  const spare = await inviteAndJoin(api, base, `spare.${marker.toLowerCase()}@${domain}`, marker);
  const pending = await signUpAwaitingActivation(api, `pending.${marker.toLowerCase()}@${domain}`, marker);
  const invitedEmail = `invited.${marker.toLowerCase()}@${domain}`;
  const invited = await api.expectOk<{ invitation: { id: number } }>('POST', `/api/companies/${me.companyId}/invitations`, {
    token: owner.token,
    body: { email: invitedEmail, role: 'user', firstName: 'Invited', lastName: marker },
  });

  await starterTasksSeeded(api, owner.token);
  const task = await createTask(api, owner.token, `Task ${marker}`, marker);
  const spareTask = await createTask(api, owner.token, `Spare task ${marker}`, marker);
  await grantWhenKnown(api, owner.token, task.id, user.id, 'admin');
  await grantWhenKnown(api, owner.token, spareTask.id, spare.id, 'viewer');
  const calculation = await api.expectOk<{ id: number; name: string }>('POST', '/api/calculations/save', {
    token: owner.token,
    body: { name: `Calculation ${marker}`, description: `For ${marker}`, formData: { customerName: marker, squareFootage: 1800 } },
  });

  const execution = await runExecution(api, owner.token, { companyId: me.companyId, taskId: task.id }, marker);

  return {
    label,
    marker,
    companyId: me.companyId,
    companyName,
    domain,
    altDomain,
    owner,
    user,
    spare,
    pending,
    invitedEmail,
    invitationId: invited.invitation.id,
    task,
    spareTask,
    calculation: { id: calculation.id, name: calculation.name },
    execution,
    grantLevel: 'admin',
  };
}

/** What identifies the tenant in a body another company receives. */
export function identifyingValues(tenant: Tenant): { strings: string[]; companyId: number } {
  return {
    strings: [
      tenant.marker,
      tenant.domain,
      tenant.altDomain,
      tenant.companyName,
      tenant.owner.email,
      tenant.user.email,
      tenant.spare.email,
      tenant.pending.email,
      tenant.invitedEmail,
    ],
    companyId: tenant.companyId,
  };
}
