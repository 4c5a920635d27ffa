// jsdom's XMLHttpRequest goes to the network; uploads (components/uploads/send-upload.ts) use it
// for their progress. This one answers every request with what the test says, after a tick.
import { vi } from 'vitest';

export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface XhrAnswer {
  status: number;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest (the config's `unstubGlobals` puts it back after each test); `answer`
 * gives each request's status and JSON body. Returns the requests sent.
 */
export function stubXhr(answer: (request: XhrRequest) => XhrAnswer) {
  const requests: XhrRequest[] = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: XhrRequest = { method: 'GET', url: '', headers: {}, body: undefined };
    private aborted = false;

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }

    send(body: unknown) {
      this.request.body = body;
      requests.push(this.request);
      setTimeout(() => {
        if (this.aborted) return;
        const { status, body: answerBody } = answer(this.request);
        this.status = status;
        this.responseText = JSON.stringify(answerBody);
        this.onload?.();
      }, 0);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
