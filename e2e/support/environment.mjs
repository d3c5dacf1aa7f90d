// The browser tests' jest environment: node's, plus a description of the open pages added to a
// failing test's error (their address, a screenshot, what is on screen, their last errors). A
// failure in a loaded CI run then says what the page showed, not only which locator timed out.
// The description comes from support/browser.ts (globalThis.__e2eDescribePages), which watches
// every page it opens.
import { TestEnvironment } from 'jest-environment-node';

export default class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const describePages = this.global.__e2eDescribePages;
    const error = event.error;
    if (typeof describePages !== 'function' || !error || typeof error !== 'object') return;
    let text;
    try {
      text = await describePages(event.test?.name ?? event.hook?.type ?? 'hook');
    } catch (failure) {
      text = `(the pages could not be described: ${failure instanceof Error ? failure.message : String(failure)})`;
    }
    if (!text) return;
    const message = String(error.message ?? '');
    const described = `${message}\n\n${text}`;
    error.message = described;
    // jest prints the stack, which starts with the message as it was when the stack was taken.
    if (typeof error.stack === 'string') error.stack = error.stack.includes(message) ? error.stack.replace(message, described) : `${described}\n${error.stack}`;
  }
}
