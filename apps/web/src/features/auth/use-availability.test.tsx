import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AvailabilityKind } from './availability';
import { useAvailability } from './use-availability';

interface PendingCheck {
  url: string;
  body: Record<string, string>;
  answer: (status: number, body: unknown) => void;
}

let pending: PendingCheck[] = [];

function answerJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          pending.push({
            url,
            body: JSON.parse(String(init.body)) as Record<string, string>,
            answer: (status, body) => resolve(answerJson(status, body)),
          });
        }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAvailability(kind: AvailabilityKind) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }: { value: string }) => useAvailability(kind, value), {
    initialProps: { value: '' },
    wrapper,
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function answer(check: PendingCheck | undefined, status: number, body: unknown) {
  if (!check) throw new Error('no check was sent');
  await act(async () => {
    check.answer(status, body);
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('useAvailability', () => {
  it('goes idle → invalid → valid → checking → available, asking after a 500 ms pause', async () => {
    const { result, rerender } = renderAvailability('username');
    expect(result.current.status).toBe('idle');

    rerender({ value: 'am' });
    expect(result.current.status).toBe('invalid');

    rerender({ value: 'Amina' });
    expect(result.current.status).toBe('valid');
    await wait(499);
    expect(result.current.status).toBe('valid');
    expect(pending).toHaveLength(0);

    await wait(1);
    expect(result.current.status).toBe('checking');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.url).toBe('/api/accounts/username-availability');
    // The server sees the value as it will be stored: lowercased.
    expect(pending[0]?.body).toEqual({ username: 'amina' });

    await answer(pending[0], 200, { available: true, message: 'Username is available' });
    expect(result.current.status).toBe('available');
  });

  it('shows taken with the server message', async () => {
    const { result, rerender } = renderAvailability('username');
    rerender({ value: 'demo_listener' });
    await wait(500);
    await answer(pending[0], 200, { available: false, message: 'This username is already taken' });
    expect(result.current).toMatchObject({
      status: 'taken',
      message: 'This username is already taken',
    });
  });

  it('never asks about an invalid value', async () => {
    const { result, rerender } = renderAvailability('email');
    rerender({ value: 'not-an-email' });
    await wait(2000);
    expect(result.current.status).toBe('invalid');
    expect(pending).toHaveLength(0);
  });

  it('asks once for a burst of typing', async () => {
    const { rerender } = renderAvailability('username');
    for (const value of ['ami', 'amin', 'amina', 'amina_']) {
      rerender({ value });
      await wait(200);
    }
    await wait(300);
    expect(pending.map((check) => check.body.username)).toEqual(['amina_']);
  });

  it('ignores an answer that arrives after the value changed', async () => {
    const { result, rerender } = renderAvailability('email');
    rerender({ value: 'first@example.com' });
    await wait(500);
    expect(result.current.status).toBe('checking');

    rerender({ value: 'second@example.com' });
    await answer(pending[0], 200, { available: true, message: '' });
    expect(result.current.status).toBe('valid');

    await wait(500);
    expect(result.current.status).toBe('checking');
    await answer(pending[1], 200, {
      available: false,
      message: 'This email is already registered',
    });
    expect(result.current).toMatchObject({ status: 'taken' });
    expect(pending.map((check) => check.body.email)).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
  });

  it('is error when the check fails, and asks again on retry', async () => {
    const { result, rerender } = renderAvailability('email');
    rerender({ value: 'amina@example.com' });
    await wait(500);
    await answer(pending[0], 503, { error: { code: 'unavailable', message: 'Down' } });
    expect(result.current.status).toBe('error');

    act(() => result.current.retry());
    await wait(0);
    expect(pending).toHaveLength(2);
    await answer(pending[1], 200, { available: true, message: '' });
    expect(result.current.status).toBe('available');
  });
});
