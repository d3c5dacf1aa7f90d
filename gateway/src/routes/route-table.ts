import type { ServiceName } from './services.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const ANY: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface RouteEntry {
  methods: readonly HttpMethod[];
  /**
   * Path pattern: static segments, `:name` for one segment, and a final `**` for zero or more
   * segments. The most specific matching pattern wins (static > `:param` > `**`, left to right).
   */
  pattern: string;
  service: ServiceName;
  /** Reachable without a token. The service still decides what an anonymous caller may do. */
  public?: boolean;
  /** The body is streamed to the service without the gateway's size limit (the service limits it). */
  streamBody?: boolean;
}

/**
 * Which service answers which /api path: every path of the API tables in spec 000 and 001
 * section 7, plus the paths of the issue 3 API design (verification, refresh, invitations list,
 * dev mailbox). Public routes are exactly the design's; everything else needs a token.
 * GET /api/health is answered by the gateway itself.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // svc-identity: accounts, sessions, users, companies, invitations, dev mailbox
  { methods: ['POST'], pattern: '/api/auth/register', service: 'identity', public: true },
  { methods: ['POST'], pattern: '/api/auth/login', service: 'identity', public: true },
  { methods: ['POST'], pattern: '/api/auth/verify-email', service: 'identity', public: true },
  { methods: ['POST'], pattern: '/api/auth/resend-verification', service: 'identity', public: true },
  // Reads the httpOnly session cookie: the access token may have expired already.
  { methods: ['POST'], pattern: '/api/auth/refresh', service: 'identity', public: true },
  { methods: ['POST'], pattern: '/api/auth/forgot-password', service: 'identity', public: true },
  { methods: ANY, pattern: '/api/auth/**', service: 'identity' },
  { methods: ['GET'], pattern: '/api/users', service: 'identity' },
  { methods: ['DELETE'], pattern: '/api/users/:id', service: 'identity' },
  { methods: ['PUT', 'PATCH'], pattern: '/api/users/:id/role', service: 'identity' },
  // Issue 9: an owner or admin activates an account that waits for it.
  { methods: ['POST'], pattern: '/api/users/:id/activate', service: 'identity' },
  { methods: ANY, pattern: '/api/admin/**', service: 'identity' },
  { methods: ANY, pattern: '/api/companies/**', service: 'identity' },
  { methods: ['GET'], pattern: '/api/invitations/validate', service: 'identity', public: true },
  { methods: ['POST'], pattern: '/api/invitations/:token/accept', service: 'identity', public: true },
  { methods: ['POST'], pattern: '/api/invitations/:token/set-password', service: 'identity', public: true },
  { methods: ANY, pattern: '/api/invitations/**', service: 'identity' },
  // Public only on this machine, while DEV_MAILBOX is on and no SMTP_URL is set: else 404 (the
  // gateway's edge decides first, svc-identity again; see edge/edge.plugin.ts).
  { methods: ['GET'], pattern: '/api/dev/mailbox', service: 'identity', public: true },

  // svc-tasks: tasks, executions, permissions, AI builder, feedback
  { methods: ['GET', 'POST'], pattern: '/api/tasks', service: 'tasks' },
  { methods: ['GET', 'PUT', 'PATCH', 'DELETE'], pattern: '/api/tasks/:id', service: 'tasks' },
  { methods: ['POST'], pattern: '/api/tasks/create-with-ai', service: 'tasks' },
  { methods: ['POST'], pattern: '/api/tasks/execute', service: 'tasks' },
  { methods: ['POST'], pattern: '/api/tasks/:id/generate-script', service: 'tasks' },
  { methods: ['POST'], pattern: '/api/tasks/:id/execute', service: 'tasks' },
  { methods: ANY, pattern: '/api/tasks/:taskId/permissions/**', service: 'tasks' },
  // Anything else under a task (steps, schedules ...) is the task service's.
  { methods: ANY, pattern: '/api/tasks/:taskId/**', service: 'tasks' },
  { methods: ANY, pattern: '/api/executions/**', service: 'tasks' },
  { methods: ANY, pattern: '/api/ai/**', service: 'tasks' },
  { methods: ANY, pattern: '/api/feedback/**', service: 'tasks' },
  { methods: ['GET'], pattern: '/api/users/:userId/permission-level/:taskId', service: 'tasks' },

  // svc-files: uploads, file lists, downloads
  { methods: ['POST'], pattern: '/api/upload', service: 'files', streamBody: true },
  { methods: ANY, pattern: '/api/files/**', service: 'files' },
  { methods: ['GET'], pattern: '/api/download-output/**', service: 'files' },
  { methods: ['GET'], pattern: '/api/download-all-files', service: 'files' },
  { methods: ['GET'], pattern: '/api/download-task-file', service: 'files' },
  { methods: ANY, pattern: '/api/tasks/:taskId/files/**', service: 'files' },

  // svc-reporting: saved load calculations, ServiceTitan, property lookup
  { methods: ANY, pattern: '/api/calculations/**', service: 'reporting' },
  { methods: ANY, pattern: '/api/service-titan/**', service: 'reporting' },
  { methods: ANY, pattern: '/api/zillow/**', service: 'reporting' },
];
