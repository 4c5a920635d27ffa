import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}

/** A request's URL as logged: a stream link's signature works as a password, so it is left out. */
export function loggedUrl(url: string): string {
  if (!url.includes('sig=')) return url;
  return url.replace(/([?&]sig=)[^&#]*/g, '$1[redacted]');
}
