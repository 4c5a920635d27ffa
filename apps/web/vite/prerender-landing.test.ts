import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { landingHtml } from './prerender-landing';

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = landingHtml(indexHtml, {
  html: '<main><h1>Where faith finds its echo</h1></main>',
  languages: ['en', 'ar'],
  languageStorageKey: 'sada.language',
});

const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
const [, languageCheck = '', appLoader = ''] = inlineScripts;

describe('landingHtml', () => {
  it('puts the rendered page in #root and keeps the stylesheet render-blocking', () => {
    expect(page).toContain(
      '<div id="root"><div data-prerendered><main><h1>Where faith finds its echo</h1></main></div></div>',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('requests no module from the markup: the loader requests them', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(inlineScripts).toHaveLength(3);
    expect(appLoader).toContain('"/assets/index-abc.js"');
    expect(appLoader).toContain('["/assets/react-dom-1.js","/assets/router-2.js"]');
  });

  it('requests every module script of index.html, in order', () => {
    const twoScripts = indexHtml.replace(
      '<script type="module"',
      '<script type="module" crossorigin src="/assets/runtime-0.js"></script>\n    <script type="module"',
    );
    const built = landingHtml(twoScripts, {
      html: '<main></main>',
      languages: ['en'],
      languageStorageKey: 'k',
    });
    expect(built).not.toContain('<script type="module"');
    expect(built).toContain('["/assets/runtime-0.js","/assets/index-abc.js"]');
  });

  it('refuses an index.html without its entry or an empty #root', () => {
    const rendered = { html: '<p></p>', languages: ['en'], languageStorageKey: 'k' };
    expect(() =>
      landingHtml(indexHtml.replace(/<script type="module"[^\n]+/, ''), rendered),
    ).toThrow(/entry/);
    expect(() => landingHtml(indexHtml.replace('<div id="root"></div>', ''), rendered)).toThrow(
      /#root/,
    );
  });
});

describe('the language check', () => {
  const run = () => new Function(languageCheck)() as void;
  const hidden = () => document.documentElement.getAttribute('data-prerender') === 'off';

  beforeEach(() => {
    document.documentElement.removeAttribute('data-prerender');
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves the page shown for a reader of English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB']);
    run();
    expect(hidden()).toBe(false);
  });

  it('hides it when Arabic was chosen', () => {
    localStorage.setItem('sada.language', 'ar');
    run();
    expect(hidden()).toBe(true);
  });

  it('hides it when the browser prefers Arabic and nothing was chosen', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    run();
    expect(hidden()).toBe(true);
  });

  it('keeps the chosen English over the browser’s Arabic', () => {
    localStorage.setItem('sada.language', 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar']);
    run();
    expect(hidden()).toBe(false);
  });

  it('ignores a stored language it does not know', () => {
    localStorage.setItem('sada.language', 'xx');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    run();
    expect(hidden()).toBe(false);
  });
});

describe('the app loader', () => {
  const run = () => new Function(appLoader)() as void;
  const modules = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );

  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-prerender');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** A PerformanceObserver that reports paint entries when the test says so. */
  function observePaints(supported: string[]) {
    const observers: ((entries: string[]) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = supported;
      disconnected = false;
      constructor(callback: (list: unknown, observer: FakeObserver) => void) {
        observers.push((names) => {
          if (this.disconnected) return;
          callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
        });
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (...names: string[]) => observers.forEach((report) => report(names));
  }

  it('requests the app once the browser reports the first contentful paint', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const paint = observePaints(['paint', 'longtask']);
    run();
    paint('first-paint');
    expect(modules()).toEqual([]);
    paint('first-contentful-paint');
    expect(modules()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-dom-1.js', '/assets/router-2.js']);
    paint('first-contentful-paint');
    expect(modules()).toHaveLength(1);
  });

  it('requests it after 3 s when no paint is reported', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    observePaints(['paint']);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      run();
      vi.advanceTimersByTime(2999);
      expect(modules()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(modules()).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('requests it one frame after painting where paints are not reported', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    observePaints([]);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    try {
      run();
      expect(modules()).toEqual([]);
      vi.advanceTimersToNextFrame();
      expect(modules()).toEqual([]);
      vi.runAllTimers();
      expect(modules()).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('requests it at once when the rendered page is hidden for another language', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.documentElement.setAttribute('data-prerender', 'off');
    run();
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });

  it('requests it at once in a background tab, where no frame is painted', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });
});
