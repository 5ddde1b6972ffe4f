import { defineConfig, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
