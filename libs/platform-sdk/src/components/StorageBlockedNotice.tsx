import { useState } from 'react';
import { Alert } from '@milestone/ui';
import { isStorageBlocked, STORAGE_BLOCKED_MESSAGE } from '../api/auth-token.js';

/** A banner over every page when the browser refuses the site's storage (the app still works). */
export function StorageBlockedNotice() {
  const [blocked] = useState(isStorageBlocked);
  if (!blocked) return null;
  return <Alert type="warning" banner showIcon closable title={STORAGE_BLOCKED_MESSAGE} />;
}
