// Set-up of the component tests that run in jsdom (a spec that starts with
// `/** @jest-environment jsdom */`): what antd reads from a browser and jsdom lacks. Nothing
// here runs for the node-environment specs.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined') {
  // The router encodes URLs with them; jsdom's window does not carry Node's.
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
  // antd's responsive observers (Grid, Table, Descriptions) ask the media queries of the screen.
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  // rc-util measures the scrollbar through a pseudo-element's style, which jsdom does not compute.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computedStyle(element);
  // antd's Form (its watchers), Select (opening) and Overflow (a Select's tags) run a macro task
  // through a MessageChannel, which jsdom's window lacks; a timer is the same macro task (and,
  // unlike Node's ports, keeps no test process alive).
  window.MessageChannel ??= class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => other().onmessage?.({ data })),
        close: () => undefined,
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
  globalThis.MessageChannel ??= window.MessageChannel;
  // jsdom lays nothing out, so no element is at any point of the window (the load form's totals
  // bar looks for a host's bar fixed at the bottom with it).
  Document.prototype.elementsFromPoint ??= () => [];
  // rc-resize-observer (Table, virtual lists, Typography's ellipsis) measures with it.
  window.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
