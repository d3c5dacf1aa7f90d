import { mountStandalone } from '@milestone/platform-sdk';
import App from './remote-entry.js';

// Standalone mount for development; in production the shell mounts './App' and provides the
// platform (the SDK is a shared singleton).
mountStandalone(App);
