export * from './revoked-session-watcher.js';
