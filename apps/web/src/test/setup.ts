import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Preact runs effects after the next frame (requestAnimationFrame raced with a 35 ms timer); a test file's last
// ones would then run after jsdom has gone ("cancelAnimationFrame is not defined"). Here they run on the next turn.
options.requestAnimationFrame = (flush) => setTimeout(flush);

// CI shares two cores between the API, component and browser suites; give async queries room to settle.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

/**
 * jsdom's XMLHttpRequest would really send; this one hands the request to whatever `fetch` the test stubbed and
 * reports the upload as sent in two steps, so uploads with a progress bar go through the same stubs as the rest.
 */
class FetchBackedXhr extends EventTarget {
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  #method = 'GET';
  #url = '';
  #headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  async send(body?: XMLHttpRequestBodyInit | null) {
    const size = body instanceof FormData ? 100 : 0;
    for (const loaded of [size / 2, size])
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: size }));
    try {
      const response = await fetch(this.#url, { method: this.#method, headers: this.#headers, body });
      this.status = response.status;
      this.responseText = await response.text();
      this.dispatchEvent(new Event('load'));
    } catch {
      this.dispatchEvent(new Event('error'));
    }
  }
}
globalThis.XMLHttpRequest = FetchBackedXhr as unknown as typeof XMLHttpRequest;
