/** The test page around an element: a stubbed API, its built script, the manifest, waiting. */
import { expect } from "chai"

/** The browser's own fetch, for the test's files (the stub answers only the API). */
const pageFetch = window.fetch.bind(window)

export interface Answer {
  readonly status?: number
  readonly body: unknown
}

/** One call the element made, as the stub saw it. */
export interface SeenRequest {
  readonly method: string
  readonly path: string
  readonly search: URLSearchParams
  readonly authorization: string | null
  readonly body: unknown
}

/**
 * Replaces `window.fetch` with the contract's answers, keyed `"GET /v1/prices"` (a function may answer
 * later, with a promise). Anything else answers 404 and is recorded, so a test can see a call it did not expect.
 */
export const stubApi = (answers: Record<string, Answer | ((request: SeenRequest) => Answer | Promise<Answer>)>) => {
  const seen: SeenRequest[] = []
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const text = await request.text()
    const seenRequest: SeenRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      authorization: request.headers.get("authorization"),
      body: text ? JSON.parse(text) : undefined,
    }
    seen.push(seenRequest)
    const answer = answers[`${request.method} ${url.pathname}`]
    const { status = 200, body } = await (typeof answer === "function"
      ? answer(seenRequest)
      : (answer ?? { status: 404, body: { error: "NOT_FOUND" } }))
    // 204 No Content carries no body.
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
  }
  return seen
}

/** Loads the built self-contained script of an element (`npm run build` makes dist/widgets). */
export const loadScript = (tag: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement("script")
    script.src = `/dist/widgets/${tag}.js`
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`${script.src} did not load: run npm run build first`))
    document.head.append(script)
  })

/** Errors thrown by scripts of the page (a second `customElements.define` of a tag would land here). */
export const pageErrors: string[] = []
window.addEventListener("error", (event) => pageErrors.push(String(event.message)))

export interface ManifestElement {
  readonly tagName: string
  readonly attributes: ReadonlyArray<{ readonly name: string; readonly default?: string }>
  readonly events: ReadonlyArray<{ readonly name: string; readonly deprecated?: string }>
  readonly cssParts: ReadonlyArray<{ readonly name: string }>
}

/** The element's entry in custom-elements.json (generated from its spec). */
export const manifestOf = async (tag: string): Promise<ManifestElement> => {
  const manifest = (await (await pageFetch("/custom-elements.json")).json()) as { modules: Array<{ declarations: ManifestElement[] }> }
  const element = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag)
  if (!element) throw new Error(`${tag} is not in custom-elements.json`)
  return element
}

export const mount = (tag: string, attributes: Record<string, string>): HTMLElement => {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

export const shadowOf = (element: Element): ShadowRoot => {
  expect(element.shadowRoot, `${element.localName} has an open shadow root`).to.be.instanceOf(ShadowRoot)
  return element.shadowRoot!
}

/** Polls until `find` answers something (the element renders after its answers arrive). */
export const waitFor = async <T>(what: string, find: () => T | null | undefined | false, timeoutMs = 5_000): Promise<T> => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Types into a (preact-)controlled input as a user would: the next click comes a frame later, after the re-render. */
export const type = async (input: HTMLInputElement, text: string) => {
  input.value = text
  input.dispatchEvent(new Event("input", { bubbles: true }))
  await new Promise((frame) => requestAnimationFrame(frame))
}

/** Collects every event of the given names that reaches the document. */
export const listen = (names: ReadonlyArray<string>, onEvent?: (event: CustomEvent) => void) => {
  const heard: CustomEvent[] = []
  for (const name of names)
    document.addEventListener(name, (event) => {
      heard.push(event as CustomEvent)
      onEvent?.(event as CustomEvent)
    })
  return heard
}
