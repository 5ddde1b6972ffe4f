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
  build: { outDir: "dist", emptyOutDir: true },
});
