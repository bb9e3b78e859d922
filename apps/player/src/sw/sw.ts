/// <reference lib="webworker" />
// The player's service worker: keeps the player's own files so that the page loads with the
// server down. Content files are not its business (the page keeps them in IndexedDB), nor is the API.
export {};
declare const self: ServiceWorkerGlobalScope;

// Both filled in by the build (vite.config.ts): every file of this build, and a version made from them.
const FILES = '__APM_SHELL_FILES__' as unknown as string[];
const VERSION = '__APM_SHELL_VERSION__';
const PREFIX = 'apm-player-shell-';
const CACHE = `${PREFIX}${VERSION}`;
const NAVIGATION_TIMEOUT_MS = 5000;

const scope = () => new URL(self.registration.scope);
const inScope = (url: URL) => url.origin === scope().origin && url.pathname.startsWith(scope().pathname);

self.addEventListener('install', (e) => {
  e.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(FILES.map((f) => new URL(f, scope()).toString()));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** The page from the network when it answers in time (a new release), else the kept one. */
async function navigation(request: Request): Promise<Response> {
  try {
    const res = await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS) });
    if (res.ok) return res;
  } catch {
    // The server is down or the network is: the kept page plays from the device's own storage.
  }
  const kept = await caches.match(new URL('index.html', scope()).toString(), { cacheName: CACHE });
  return kept ?? Response.error();
}

/** Files of a build never change under the same name: the kept copy, else the network. */
async function shellFile(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  return kept ?? fetch(request);
}

self.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!inScope(url)) return;
  if (request.mode === 'navigate') e.respondWith(navigation(request));
  else e.respondWith(shellFile(request));
});
