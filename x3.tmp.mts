import { readFileSync } from "node:fs"
import { gunzipSync } from "node:zlib"
import { decodeExportedLines } from "./src/core/schemas/statement.ts"
import { buildXlsx } from "./src/widgets/statement/export/buildFiles.ts"
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000 }
const lines = decodeExportedLines(JSON.parse(gunzipSync(readFileSync("/tmp/w11/exp.gz")).toString())).rows
const req: any = { kind: "xlsx", locale: "et", columns: ["a","b","c","d","e","f","g","h","i","j","k"], header: [["Klient","X"]], title: "V", totalLabel: "Kokku", sums: { sum: 1, sumWithoutVat: 0.8, vatSum: 0.2 }, sumLabels: { sum: "s", sumWithoutVat: "w", vatSum: "v" } }
for (let i = 0; i < 3; i++) { const t = cpu(); const w = performance.now(); await buildXlsx(req, lines, () => {}); console.log("xlsx cpu", (cpu() - t).toFixed(0), "wall", (performance.now() - w).toFixed(0)) }
