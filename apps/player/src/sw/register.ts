/** Installs the service worker that keeps the player's own files (not in development: Vite serves them). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((e: unknown) => {
    console.warn('player: no service worker; the page will not load while the server is down', e);
  });
}
