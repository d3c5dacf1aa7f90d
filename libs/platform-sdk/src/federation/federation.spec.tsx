/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import { RemoteRetryContext, fallbackModule } from './federation.js';

const REACT_20 =
  '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_admin which needs ^20.0.0)';

/** Draws the fallback a failed load of `remote` resolves to, where Retry is on offer; `retry` counts the clicks. */
async function renderFallback(remote: string, error: Error) {
  await preloadDeferredUi();
  const { default: Fallback } = fallbackModule(remote, error);
  const retry = jest.fn();
  render(
    <RemoteRetryContext.Provider value={{ remote, retry }}>
      <Fallback />
    </RemoteRetryContext.Provider>,
  );
  return { retry };
}

describe(fallbackModule.name, () => {
  it('says which version a refused remote needs, without a Retry that cannot help', async () => {
    await renderFallback('mf_admin', new Error(REACT_20));
    expect(screen.getByText('This area is unavailable right now')).toBeTruthy();
    expect(
      screen.getByText('Administration could not be loaded: it needs React 20, the shell runs 19. Reload later or contact your administrator.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the generic text and a Retry that tries the remote again for a remote that cannot be reached', async () => {
    const { retry } = await renderFallback('mf_reporting', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'));
    expect(screen.getByText(/^The Reporting area could not be loaded\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
