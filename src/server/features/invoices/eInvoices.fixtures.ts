import { execFile, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

/**
 * The official checks of the e-invoice tests (eInvoices.test.ts): the OASIS UBL 2.1 schema by xmllint, and the
 * compiled Schematron of CEN (EN 16931) and OpenPeppol (BIS Billing 3.0) by Saxon-HE, each run once over many
 * documents. Test code only.
 */

const execFileAsync = promisify(execFile)
export const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0
/** OASIS UBL 2.1's runtime schemas (vendor/ubl-2.1, OASIS notices in its LICENSE.txt). */
const UBL_XSD = "vendor/ubl-2.1/maindoc"
export const saxon = ["/usr/share/java/Saxon-HE.jar", "/usr/share/java/Saxon-HE-9.9.1.5.jar"].find(existsSync)
/** CEN's EN 16931 UBL rules, compiled (vendor/en16931, EUPL 1.2, from ConnectingEurope/eInvoicing-EN16931 1.3.16). */
const EN16931_XSLT = "vendor/en16931/EN16931-UBL-validation.xslt"
/** OpenPeppol's BIS Billing 3.0 rules (3.0.19), compiled with the ISO Schematron skeleton (vendor/peppol-bis-3). */
const PEPPOL_XSLT = "vendor/peppol-bis-3/PEPPOL-EN16931-UBL.xslt"

/** Writes documents to a fresh folder as 0.xml, 1.xml, …: the folder and the files' paths. */
function writeAll(xmls: ReadonlyArray<string>, prefix: string): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const files = xmls.map((xml, i) => {
    const file = join(dir, `${i}.xml`)
    writeFileSync(file, xml)
    return file
  })
  return { dir, files }
}

/** xmllint's verdict on a document (with the schema when given): null when it passes, else its messages. */
export function xmllint(xml: string, schema?: string): string | null {
  const res = spawnSync("xmllint", ["--noout", ...(schema ? ["--schema", schema] : []), "-"], { input: xml, encoding: "utf8" })
  return res.status === 0 ? null : res.stderr
}

/**
 * xmllint over many documents at once (a few child processes, not one per document), against a schema when
 * given: the failing documents' indexes with xmllint's messages about them.
 */
export function xmllintAll(xmls: ReadonlyArray<string>, schema?: string): Record<number, string[]> {
  const { files } = writeAll(xmls, "einvoices-")
  const failures: Record<number, string[]> = {}
  for (let i = 0; i < files.length; i += 500) {
    const res = spawnSync("xmllint", ["--noout", ...(schema ? ["--schema", schema] : []), ...files.slice(i, i + 500)], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    if (res.status === 0) continue
    for (const line of res.stderr.split("\n")) {
      const index = files.findIndex((f) => line.startsWith(`${f}:`) || line === `${f} fails to validate`)
      if (index >= 0) failures[index] = [...(failures[index] ?? []), line.slice(files[index]!.length + 1).trim()]
      else if (line.trim() && !/ validates$/.test(line)) failures[-1] = [...(failures[-1] ?? []), line]
    }
  }
  return failures
}

/**
 * The failed assertions of fatal rules that a compiled Schematron (SVRL out) reports, per document: Saxon runs
 * once per stylesheet over a folder of documents (its start and the stylesheet's compilation take seconds;
 * C1 compilation alone spends about half the CPU time of the default on a thousand documents).
 */
export async function schematronErrorsAll(xmls: ReadonlyArray<string>, xslt: string): Promise<Record<number, string[]>> {
  if (xmls.length === 0) return {}
  const { dir } = writeAll(xmls, "einvoice-")
  const out = mkdtempSync(join(tmpdir(), "einvoice-svrl-"))
  const java = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", saxon!, "net.sf.saxon.Transform"]
  try {
    await execFileAsync("java", [...java, `-s:${dir}`, `-o:${out}`, `-xsl:${xslt}`], { maxBuffer: 64 * 1024 * 1024 })
  } catch (e) {
    return { [-1]: [`saxon: ${String((e as { stderr?: string }).stderr ?? e).slice(0, 2000)}`] }
  }
  const failures: Record<number, string[]> = {}
  xmls.forEach((_, i) => {
    const svrl = readFileSync(join(out, `${i}.xml`), "utf8")
    const ids = [
      ...svrl.matchAll(/<svrl:failed-assert[^>]*flag="fatal"[^>]*id="([^"]+)"|<svrl:failed-assert[^>]*id="([^"]+)"[^>]*flag="fatal"/g),
    ].map((m) => (m[1] ?? m[2])!)
    if (ids.length > 0) failures[i] = ids
  })
  return failures
}

export interface Official {
  readonly path: string
  readonly xml: string
  readonly credit: boolean
  /** The buyer has a registry code: the document must also pass Peppol BIS Billing 3.0. */
  readonly business: boolean
}

/**
 * The official checks' complaints per document (by its path): the UBL 2.1 schema (one xmllint per document
 * kind), CEN's EN 16931 rules over every document and Peppol's over those of business buyers (one Saxon run
 * per stylesheet).
 */
export async function officialErrors(docs: ReadonlyArray<Official>): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  const add = (subset: ReadonlyArray<Official>, found: Record<number, string[]>) => {
    for (const [i, messages] of Object.entries(found)) {
      const path = subset[Number(i)]?.path ?? "tool"
      errors[path] = [...(errors[path] ?? []), ...messages]
    }
  }
  for (const credit of [false, true]) {
    const kind = docs.filter((d) => d.credit === credit)
    const schema = join(UBL_XSD, credit ? "UBL-CreditNote-2.1.xsd" : "UBL-Invoice-2.1.xsd")
    if (kind.length > 0)
      add(
        kind,
        xmllintAll(
          kind.map((d) => d.xml),
          schema,
        ),
      )
  }
  // The two stylesheets at once (each Saxon run keeps one core busy).
  const business = docs.filter((d) => d.business)
  const [cen, peppol] = await Promise.all([
    schematronErrorsAll(
      docs.map((d) => d.xml),
      EN16931_XSLT,
    ),
    schematronErrorsAll(
      business.map((d) => d.xml),
      PEPPOL_XSLT,
    ),
  ])
  add(docs, cen)
  add(business, peppol)
  return errors
}
