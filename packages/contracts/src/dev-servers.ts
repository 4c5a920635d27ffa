// The ports of the web app's Vite servers. apps/web/vite.config.ts listens on them and proxies
// /api to the API server keeping the browser's Origin, so the API server trusts them too —
// outside production only.
export const WEB_DEV_PORT = 5173;
export const WEB_PREVIEW_PORT = 4173;
