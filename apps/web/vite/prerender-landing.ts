// Writes dist/landing.html: index.html with the landing page already rendered inside #root, which
// the server sends to visitors without a session (apps/server/src/lib/web-app.ts). The page paints
// from HTML and CSS alone; the app's scripts are requested once it has painted, and the app
// hydrates the rendered page when its landing route is ready (src/main.tsx). A reader of another
// language never sees it: an inline script hides it before the first paint and loads the app at
// once.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

interface RenderLandingModule {
  renderLanding: () => Promise<string>;
  languages: string[];
  languageStorageKey: string;
}

/** When the app is requested even if the browser never reports a paint. */
const LOAD_AT_THE_LATEST_MS = 3000;

/** The attribute of the element holding the rendered page; src/index.css and src/main.tsx use it. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * In <head>: marks the document when the reader's language (chosen, else the browser's first
 * supported one, as src/lib/i18n/i18n.ts picks it) is not English, which hides the rendered page.
 */
function languageCheck(languages: string[], storageKey: string): string {
  return `(function () {
  var supported = ${JSON.stringify(languages)};
  var language = 'en';
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(storageKey)}); } catch (e) {}
  if (stored && supported.indexOf(stored) >= 0) language = stored;
  else {
    var tags = navigator.languages || [];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).split('-')[0].toLowerCase();
      if (supported.indexOf(base) >= 0) { language = base; break; }
    }
  }
  if (language !== 'en') document.documentElement.setAttribute('data-prerender', 'off');
})();`;
}

/**
 * At the end of <body>: requests the app's modules once the page has painted its content (the
 * browser's first-contentful-paint entry; one frame later where that is not reported), and at
 * once in a background tab, which paints nothing, or when the page is hidden for another language.
 */
function appLoader(entries: string[], preloads: string[]): string {
  return `(function () {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    function add(tag, props) {
      var element = document.createElement(tag);
      for (var name in props) element[name] = props[name];
      document.head.appendChild(element);
    }
    var preloads = ${JSON.stringify(preloads)};
    for (var i = 0; i < preloads.length; i++) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href: preloads[i] });
    }
    var entries = ${JSON.stringify(entries)};
    for (var j = 0; j < entries.length; j++) {
      add('script', { type: 'module', crossOrigin: '', src: entries[j] });
    }
  }
  if (document.documentElement.getAttribute('data-prerender') === 'off' || document.visibilityState !== 'visible') return load();
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
      setTimeout(load, ${LOAD_AT_THE_LATEST_MS});
      return;
    }
  } catch (e) {}
  requestAnimationFrame(function () { setTimeout(load, 0); });
})();`;
}

/** landing.html made from the built index.html and the rendered page. */
export function landingHtml(
  indexHtml: string,
  rendered: { html: string; languages: string[]; languageStorageKey: string },
): string {
  // Every module script, in order: today the entry alone; a build may also name the bundler's
  // runtime before it, as grouping the entry with the modules it imports did.
  const entries = [
    ...indexHtml.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g),
  ];
  if (entries.length === 0) throw new Error('index.html has no module entry script');
  const preloads = [
    ...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let html = indexHtml;
  for (const entry of entries) html = html.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty #root');
  return html
    .replace(
      '</head>',
      `<script>${languageCheck(rendered.languages, rendered.languageStorageKey)}</script>\n  </head>`,
    )
    .replace(
      root,
      `<div id="root"><div ${PRERENDERED_ATTRIBUTE}>${rendered.html}</div></div>\n    ` +
        `<script>${appLoader(
          entries.map((e) => e[1] ?? ''),
          preloads.map((p) => p[1] ?? ''),
        )}</script>`,
    );
}

export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'sada-prerender-landing',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    // After the files are written (index.html among them), before closeBundle compresses them.
    async writeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const rendered = (await server.ssrLoadModule(
          '/src/prerender/render-landing.tsx',
        )) as RenderLandingModule;
        const indexPath = join(root, outDir, 'index.html');
        const html = landingHtml(await readFile(indexPath, 'utf8'), {
          html: await rendered.renderLanding(),
          languages: rendered.languages,
          languageStorageKey: rendered.languageStorageKey,
        });
        await writeFile(join(root, outDir, 'landing.html'), html);
      } finally {
        await server.close();
      }
    },
  };
}
