// The reference for the API figures: a bare Fastify route answering a small JSON object, started
// by the benchmark runner as a process of its own, as the app is. PORT names the port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
// Any other path answers the same: the signed-in figures send the bare route the very requests
// (paths, query strings, cookies) they send the app, so the load generator's work is the same.
app.get('/*', async () => ({ hello: 'world' }));
// The same for writes (their JSON body parsed): the resume positions' saves.
app.put('/*', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3999) });
