import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { RemoteRetryContext, fallbackModule } from './federation.js';

const REACT_20 =
  '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_admin which needs ^20.0.0)';

/** The markup of the fallback a failed load of `remote` resolves to, where Retry is on offer. */
async function renderFallback(remote: string, error: Error): Promise<string> {
  await preloadDeferredUi();
  const { default: Fallback } = fallbackModule(remote, error);
  return renderToString(
    <RemoteRetryContext.Provider value={{ remote, retry: () => undefined }}>
      <Fallback />
    </RemoteRetryContext.Provider>,
  );
}

describe(fallbackModule.name, () => {
  it('says which version a refused remote needs, without a Retry that cannot help', async () => {
    const markup = await renderFallback('mf_admin', new Error(REACT_20));
    expect(markup).toContain('This area is unavailable right now');
    expect(markup).toContain('Administration could not be loaded: it needs React 20, the shell runs 19. Reload later or contact your administrator.');
    expect(markup).not.toContain('Retry');
  });

  it('keeps the generic text and Retry for a remote that cannot be reached', async () => {
    const markup = await renderFallback('mf_reporting', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'));
    expect(markup).toContain('The Reporting area could not be loaded.');
    expect(markup).toContain('Retry');
  });
});
