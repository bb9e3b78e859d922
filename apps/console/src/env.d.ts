/** The console's version from its package.json, injected by Vite `define` (shown as V{version}). */
declare const __APP_VERSION__: string;
