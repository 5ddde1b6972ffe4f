import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The islands script of the public pages (src/islands): built after the app into the same
// dist/assets, with its own manifest so the API can name it in the pages it renders. The CSS
// is the app's (the page links it); react-router is replaced by links that load pages.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "react-router": fileURLToPath(new URL("./src/islands/router-shim.tsx", import.meta.url)),
      // The server writes the islands' messages already parsed (ICU syntax trees): no parser here.
      "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    manifest: ".vite/islands-manifest.json",
    copyPublicDir: false,
    rollupOptions: {
      input: { islands: fileURLToPath(new URL("./src/islands/main.tsx", import.meta.url)) },
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
    },
  },
});
