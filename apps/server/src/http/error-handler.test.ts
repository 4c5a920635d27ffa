// The error answers in the language the request prefers; English stays as it was.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: language === undefined ? {} : { 'accept-language': language },
  });

describe('validation errors', () => {
  it('answer in English without an Accept-Language header', async () => {
    const response = await get('/api/search?q=');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Type something to search for',
        fields: { q: 'Type something to search for' },
      },
    });
  });

  it('answer in Arabic, message and fields, when Arabic is preferred', async () => {
    const response = await get('/api/search?q=&limit=abc', 'ar');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'اكتب شيئًا للبحث عنه',
        fields: { q: 'اكتب شيئًا للبحث عنه', limit: 'يجب أن تكون قيمة limit رقمًا' },
      },
    });
  });

  it('keep English byte for byte when another language is preferred', async () => {
    const plain = await get('/api/search?q=ok&limit=99');
    for (const language of ['en', 'en-US,en;q=0.9', 'fr-FR', 'ar;q=0.2, en;q=0.8', '*']) {
      const response = await get('/api/search?q=ok&limit=99', language);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(plain.body);
    }
    expect(plain.json().error.message).toBe('limit must be at most 20');
  });

  it('follow the highest q-value', async () => {
    const response = await get('/api/search?q=ok&limit=99', 'en;q=0.5, ar-SA;q=0.9');
    expect(response.json().error.message).toBe('يجب ألا تزيد قيمة limit على 20');
  });
});

describe('errors thrown by services', () => {
  it('answer a missing playlist in the preferred language', async () => {
    const url = `/api/playlists/${randomUUID()}`;
    const english = await get(url);
    const arabic = await get(url, 'ar-EG,ar;q=0.9,en;q=0.8');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ error: { code: 'not_found', message: 'Playlist not found' } });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toEqual({
      error: { code: 'not_found', message: 'قائمة التشغيل غير موجودة' },
    });
  });
});
