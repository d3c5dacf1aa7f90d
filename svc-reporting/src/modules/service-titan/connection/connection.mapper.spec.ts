import { randomBytes } from 'node:crypto';
import type { AuthUser } from '@milestone/nest-kit';
import { baseUrlOf, canManage, openCredentials, sealContext, toConnectionDto } from './connection.mapper.js';
import { SecretBox } from './secret-box.js';
import { StConnectionEntity } from './st-connection.entity.js';

const user = (role: string, isSuperOwner = false): AuthUser => ({ id: 1, email: 'a@b.test', role, companyId: 7, sessionId: 's', isSuperOwner });

describe('the ServiceTitan connection mapper', () => {
  const box = new SecretBox({ encryptionKey: randomBytes(32).toString('base64') });

  function aRow(companyId = 7): StConnectionEntity {
    return Object.assign(new StConnectionEntity(), {
      companyId,
      authUrl: 'https://auth.servicetitan.io',
      apiUrl: 'https://api.servicetitan.io',
      tenantId: '1000002',
      clientId: 'cid.one',
      clientSecretSealed: box.seal('the-client-secret', sealContext(companyId, 'client_secret')),
      appKeySealed: box.seal('the-app-key', sealContext(companyId, 'app_key')),
      source: 'admin',
      createdAt: new Date('2026-11-02T10:00:00.000Z'),
    });
  }

  it('lets owners, admins and the super-owner manage the connection, and no one else', () => {
    expect([canManage(user('owner')), canManage(user('admin')), canManage(user('user', true)), canManage(user('user')), canManage(user('viewer'))]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows a connection without its secret or key, only that they are set', () => {
    const dto = toConnectionDto(aRow());
    expect(dto).toEqual({
      source: 'admin',
      authUrl: 'https://auth.servicetitan.io',
      apiUrl: 'https://api.servicetitan.io',
      tenantId: '1000002',
      clientId: 'cid.one',
      clientSecretConfigured: true,
      appKeyConfigured: true,
      connectedAt: '2026-11-02T10:00:00.000Z',
    });
    expect(JSON.stringify(dto)).not.toMatch(/the-client-secret|the-app-key|v1\./);
  });

  it('opens the credentials of the row they were sealed for, and not when moved to another company', () => {
    expect(openCredentials(box, aRow())).toMatchObject({ clientSecret: 'the-client-secret', appKey: 'the-app-key', tenantId: '1000002' });
    const moved = Object.assign(aRow(7), { companyId: 8 });
    expect(() => openCredentials(box, moved)).toThrow('The stored secret cannot be opened');
  });

  it('stores base URLs trimmed and without a trailing slash', () => {
    expect(baseUrlOf(' https://api.servicetitan.io// ')).toBe('https://api.servicetitan.io');
  });
});
