import { defineConfig, type Plugin, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";

// The API (apps/api) serves /api and /dev; `vite dev` and `vite preview` forward to it.
const apiTarget = process.env.API_URL ?? "http://localhost:3000";
const apiOrigin = new URL(apiTarget).origin;

const toApi: ProxyOptions = {
  target: apiTarget,
  configure: (proxy) => {
    // The API refuses writes whose Origin is not its APP_URL (CSRF check, docs/security.md 15);
    // through this local proxy the page's origin is the dev server's, so present the API's own.
    proxy.on("proxyReq", (proxyRequest) => {
      if (proxyRequest.getHeader("origin")) proxyRequest.setHeader("origin", apiOrigin);
    });
  },
};
const proxy = { "/api": toApi, "/dev": toApi };

/** The brand colour (indigo-600, the mails' and the favicon's) and the page background (slate-50). */
const THEME_COLOUR = "#4f46e5";
const BACKGROUND_COLOUR = "#f8fafc";

/**
 * The app shell: the files index.html loads (the entry chunk, the chunks it imports at once and
 * its CSS), collected from the bundle for the service worker's precache below.
 */
const shellFiles = new Set<string>();
const appShell: Plugin = {
  name: "berean:app-shell",
  apply: "build",
  generateBundle(_options, bundle) {
    shellFiles.clear();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (shellFiles.has(fileName) || chunk?.type !== "chunk") return;
      shellFiles.add(fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) shellFiles.add(css);
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
  },
};

/**
 * The installable app (docs/architecture.md §4 'Installable app'): a web manifest and a service
 * worker. The worker precaches the app shell and the offline page (about 130 KiB as sent, where
 * every chunk of the app would be 570) and keeps each other built file the app loads once it has
 * (hashed, so never stale). It answers no page from a cache — the server renders the public pages
 * and answers every navigation itself — and shows offline.html when a page cannot be fetched.
 * registerSW.js, a deferred script of a few lines that the server-rendered pages keep too,
 * registers the worker.
 */
const pwa = VitePWA({
  registerType: "autoUpdate",
  injectRegister: "script-defer",
  manifest: {
    name: "Berean",
    short_name: "Berean",
    description: "Timed Bible quizzes, leaderboards, streaks and a weekly live event.",
    id: "/",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/maskable-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // Built files only (never their .br/.gz copies, which the server picks itself); of the
    // scripts and styles, the shell's.
    globPatterns: ["assets/*.{js,css,svg,png,woff2}", "offline.html", "favicon.svg"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !/^assets\/.*\.(js|css)$/.test(entry.url) || shellFiles.has(entry.url)),
        warnings: [],
      }),
    ],
    navigateFallback: null,
    // A new build's worker takes over at once ('autoUpdate'), the page that installed it included.
    skipWaiting: true,
    clientsClaim: true,
    navigationPreload: true,
    runtimeCaching: [
      {
        // Every page the browser opens goes to the server; when it cannot be reached, the offline
        // page. (Workbox writes these tests into the worker as text: they name nothing from here.)
        urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(api|dev|calendar)\//.test(url.pathname),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/offline.html" } },
      },
      {
        // The server's own links opened as pages (/api/: the links in mails, downloads; /dev/;
        // /calendar/): answered too, with no offline page. With navigation preload on, the browser has
        // already sent the request when the worker wakes; a navigation the worker leaves alone is
        // sent again by the browser, and a one-time link (a verification, a change of email) then
        // reaches the server twice and finds itself used. NetworkOnly answers with the preloaded
        // response (Workbox's StrategyHandler takes event.preloadResponse for a navigation).
        urlPattern: ({ request, url }) => request.mode === "navigate" && /^\/(api|dev|calendar)\//.test(url.pathname),
        handler: "NetworkOnly",
      },
      {
        // The rest of the app's chunks, kept as the app loads them: a page already open goes on
        // working when the connection drops.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: {
          cacheName: "berean-assets",
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), appShell, pwa],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports what other features may use (its widgets). Said to
      // have no side effects, it is looked through when chunks are cut: the dashboard's chunk
      // takes billing's banners but not the settings page's billing card, as if each widget were
      // imported from its own file. Anything else keeps the bundler's own judgement (undefined).
      treeshake: { moduleSideEffects: (id: string) => (/\/src\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined) },
    },
  },
});
