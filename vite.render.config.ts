import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { icuMessagesVite } from "./scripts/build/icuMessages"

/**
 * The server's render of a signed-in page's first view (issue 31, src/portal/firstView.tsx): the portal's own
 * components built for Node, loaded by the server from dist/portal-render (src/server/firstView.ts). Everything
 * is bundled in (one React for the render, whatever the server's node_modules hold); no CSS (the page's link
 * and the collected widget sheets style it), no assets written (the browser's build has them).
 */
export default defineConfig({
  root: fileURLToPath(new URL("./src/portal", import.meta.url)),
  publicDir: false,
  plugins: [icuMessagesVite(), react()],
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: fileURLToPath(new URL("./src/portal/firstView.tsx", import.meta.url)),
    outDir: fileURLToPath(new URL("./dist/portal-render", import.meta.url)),
    emptyOutDir: true,
    target: "node20",
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    ssrEmitAssets: false,
    rolldownOptions: { output: { format: "es", entryFileNames: "firstView.js" } },
  },
})
