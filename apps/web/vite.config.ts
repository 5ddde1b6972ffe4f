import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API (apps/api) serves /api and /dev; in `vite dev` and `vite preview` we forward to it.
const apiTarget = process.env.API_URL ?? "http://localhost:3000";
const proxy = {
  "/api": { target: apiTarget, changeOrigin: false },
  "/dev": { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: "dist", emptyOutDir: true },
});
