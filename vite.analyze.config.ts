import { defineConfig, mergeConfig } from "vite"
import base from "./vite.config"
export default mergeConfig(base, defineConfig({
  build: { outDir: "/tmp/icu-tools/dist-analyze" },
  plugins: [{
    name: "analyze",
    generateBundle(_o, bundle) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue
        if (!/^assets\/(index|LoginPage|polling|validation)/.test(name)) continue
        const groups: Record<string, number> = {}
        for (const [id, m] of Object.entries(chunk.modules)) {
          const k = id.includes("node_modules") ? id.replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+).*/, "$1") : id.replace(/.*\/src\//, "")
          groups[k] = (groups[k] ?? 0) + m.renderedLength
        }
        console.log("==", name, chunk.code.length)
        for (const [k, v] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(String(v).padStart(8), k)
      }
    },
  }],
}))
