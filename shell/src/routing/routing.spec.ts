import { describe, expect, it } from '@jest/globals';
import { hashRouteToPath } from './hash-redirect.js';
import { ownerOf } from './route-ownership.js';

describe(hashRouteToPath.name, () => {
  it('turns an old hash address into the same history route', () => {
    expect(hashRouteToPath('#/tasks/5')).toBe('/tasks/5');
    expect(hashRouteToPath('#/settings/users?tab=all')).toBe('/settings/users?tab=all');
    expect(hashRouteToPath('#/')).toBe('/');
  });

  it('leaves plain anchors and empty hashes alone', () => {
    expect(hashRouteToPath('')).toBeNull();
    expect(hashRouteToPath('#overview')).toBeNull();
  });

  it('only ever redirects to a path of this origin: a protocol-relative hash loses its slashes', () => {
    expect(hashRouteToPath('#//127.0.0.2:9/phish')).toBe('/127.0.0.2:9/phish');
    expect(hashRouteToPath('#///evil.example/x')).toBe('/evil.example/x');
    expect(hashRouteToPath('#/\\evil.example/x')).toBe('/evil.example/x');
    expect(hashRouteToPath('#/\t/evil.example/x')).toBe('/evil.example/x');
    for (const hash of ['#//127.0.0.2:9/phish', '#/\\evil.example', '#/\t\n/evil.example', '#/%2F%2Fevil.example']) {
      expect(new URL(hashRouteToPath(hash)!, 'https://app.example').origin).toBe('https://app.example');
    }
  });
});

describe(ownerOf.name, () => {
  it('gives the task routes to mf_tasks', () => {
    for (const path of ['/', '/tasks/5', '/task/5', '/task/5/permissions', '/executions', '/task-management', '/technician-pay-report']) {
      expect(ownerOf(path)).toBe('mf_tasks');
    }
  });

  it('gives settings and profile to mf_admin and the status page to mf_reporting', () => {
    expect(ownerOf('/settings/users')).toBe('mf_admin');
    expect(ownerOf('/settings/company')).toBe('mf_admin');
    expect(ownerOf('/profile')).toBe('mf_admin');
    expect(ownerOf('/service-titan/status')).toBe('mf_reporting');
  });

  it('keeps the account screens in the shell', () => {
    expect(ownerOf('/auth')).toBe('shell');
    expect(ownerOf('/accept-invitation')).toBe('shell');
    expect(ownerOf('/accept-invitation/abc123')).toBe('shell');
    expect(ownerOf('/set-password/tok')).toBe('shell');
    expect(ownerOf('/dev/mailbox')).toBe('shell');
  });

  it('owns nothing for unknown paths, which show the 404', () => {
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/service-titan')).toBeNull();
    expect(ownerOf('/profile/extra')).toBeNull();
  });
});
