import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { newIdempotencyKey, percentSent, sendUpload } from './send-upload';

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number | null) {
    this.upload.onprogress?.({
      loaded,
      total: total ?? 0,
      lengthComputable: total !== null,
    } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json; charset=utf-8';
    this.onload?.();
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendUpload', () => {
  it('sends the form with credentials, the language and the extra headers', async () => {
    const form = new FormData();
    const done = sendUpload({
      method: 'POST',
      path: '/uploads/tracks',
      form,
      headers: { 'idempotency-key': 'key-12345678' },
    });
    const xhr = current();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/tracks');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toMatchObject({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'idempotency-key': 'key-12345678',
    });
    xhr.answer(201, { track: { id: 't1' } });
    await expect(done).resolves.toEqual({ track: { id: 't1' } });
  });

  it('reports the bytes sent as they go', async () => {
    const seen: unknown[] = [];
    const done = sendUpload({
      method: 'PUT',
      path: '/me/tracks/t1/audio',
      form: new FormData(),
      onProgress: (progress) => seen.push(progress),
    });
    current().progress(50, 200);
    current().progress(200, 200);
    current().progress(10, null);
    current().answer(200, {});
    await done;
    expect(seen).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
      { loaded: 10, total: null },
    ]);
  });

  it('parses the answer with the schema', async () => {
    const done = sendUpload({
      method: 'POST',
      path: '/x',
      form: new FormData(),
      schema: { parse: (data) => ({ parsed: data }) },
    });
    current().answer(200, { a: 1 });
    await expect(done).resolves.toEqual({ parsed: { a: 1 } });
  });

  it('turns an error answer into an ApiError with its code, message and fields', async () => {
    const done = sendUpload({ method: 'POST', path: '/x', form: new FormData() });
    current().answer(415, {
      error: {
        code: 'invalid_audio_type',
        message: 'Invalid audio file type. Please upload MP3, WAV, M4A, or OGG files.',
        fields: { audio: 'bad' },
      },
    });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'invalid_audio_type',
      message: 'Invalid audio file type. Please upload MP3, WAV, M4A, or OGG files.',
      fields: { audio: 'bad' },
    });
  });

  it('says a request that got no answer failed on the network', async () => {
    const done = sendUpload({ method: 'POST', path: '/x', form: new FormData() });
    current().onerror?.();
    await expect(done).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
      code: 'NETWORK_ERROR',
    });
  });

  it('aborts the request when the signal fires, rejecting with an AbortError', async () => {
    const abort = new AbortController();
    const done = sendUpload({
      method: 'POST',
      path: '/x',
      form: new FormData(),
      signal: abort.signal,
    });
    abort.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(current().aborted).toBe(true);
  });

  it('sends nothing when the signal has already fired', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(
      sendUpload({ method: 'POST', path: '/x', form: new FormData(), signal: abort.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});

describe('percentSent', () => {
  it('rounds to whole percents within 0 to 100, null without a size', () => {
    expect(percentSent({ loaded: 1, total: 3 })).toBe(33);
    expect(percentSent({ loaded: 300, total: 200 })).toBe(100);
    expect(percentSent({ loaded: 5, total: null })).toBeNull();
    expect(percentSent({ loaded: 5, total: 0 })).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(a).not.toBe(b);
  });
});
