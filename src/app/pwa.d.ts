// `virtual:pwa-register`: vite-plugin-pwa's registration module (src/app/serviceWorker.ts). The
// plain-JavaScript declaration only: the package's `client` one also names Vue, Svelte and more.
/// <reference types="vite-plugin-pwa/vanillajs" />
