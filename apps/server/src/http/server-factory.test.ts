import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { serverWithStepsBeforeRouting } from './server-factory';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server whose router answers 'routed', with `step` before it; its address. */
async function serve(
  step?: Parameters<ReturnType<typeof serverWithStepsBeforeRouting>['addBeforeRouting']>[0],
) {
  const made = serverWithStepsBeforeRouting();
  if (step) made.addBeforeRouting(step);
  const server = made.factory((_request, response) => response.end('routed'), {
    keepAliveTimeout: 5000,
    requestTimeout: 10_000,
    connectionTimeout: 0,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  expect(server.keepAliveTimeout).toBe(5000);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the step before routing', () => {
  it('answers what it takes, and leaves the rest to the router', async () => {
    const url = await serve((request, response) => {
      if (request.url !== '/kept') return false;
      response.end('kept');
      return true;
    });
    expect(await (await fetch(`${url}/kept`)).text()).toBe('kept');
    expect(await (await fetch(`${url}/other`)).text()).toBe('routed');
  });

  it('leaves a request to the router when it fails before answering', async () => {
    const url = await serve(() => {
      throw new Error('a kept entry could not be read');
    });
    const response = await fetch(`${url}/kept`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('routed');
  });

  it('ends the connection when it fails after it began to answer', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': '10' });
      response.write('half');
      throw new Error('failed midway');
    });
    await expect(fetch(`${url}/kept`).then((r) => r.text())).rejects.toThrow();
  });

  it('routes everything until a step is set', async () => {
    const url = await serve();
    expect(await (await fetch(`${url}/kept`)).text()).toBe('routed');
  });
});
