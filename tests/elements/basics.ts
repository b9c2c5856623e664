/**
 * What every element must do, whatever it shows: observe the attributes of its spec, render with
 * them, keep the host page's styles out of its shadow root, and survive a second copy of its script.
 */
import { expect } from "chai"
import { loadScript, manifestOf, mount, pageErrors, shadowOf, waitFor } from "./page"

export interface ElementUnderTest {
  readonly tag: string
  /** Attributes of a working element (the manifest's attributes, with the test's values). */
  readonly attributes: Record<string, string>
  /** What the element shows once its answers arrived; null until then. */
  readonly rendered: (root: ShadowRoot) => Element | null
}

/** Inherited and box properties a host stylesheet would most likely change. */
const watched = ["color", "display", "font-family", "font-size", "line-height", "letter-spacing", "text-transform"] as const
const stylesOf = (elements: ReadonlyArray<Element>) =>
  elements.map((e) => {
    const style = getComputedStyle(e)
    return Object.fromEntries(watched.map((p) => [p, style.getPropertyValue(p)]))
  })

/**
 * Everything a careless page might set. Not the root font size: sizes inside are in rem, so they
 * follow the page's root font size (the reader's text size) on purpose.
 */
const hostileCss = `* { color: red !important; display: none !important; font-family: serif !important; line-height: 3 !important;
  letter-spacing: 4px !important; text-transform: uppercase !important; }
body { font-size: 40px !important; }
table, td, th, p, h2, button, div, span { color: red !important; background: red !important; }`

export const describeElementBasics = (element: ElementUnderTest) => {
  it("observes exactly the attributes of its spec (custom-elements.json)", async () => {
    const manifest = await manifestOf(element.tag)
    const observed = (customElements.get(element.tag) as unknown as { observedAttributes: string[] }).observedAttributes
    expect([...observed].sort()).to.deep.equal(manifest.attributes.map((a) => a.name).sort())
    expect(Object.keys(element.attributes).sort(), "the test sets every attribute").to.deep.equal(
      manifest.attributes.map((a) => a.name).sort(),
    )
  })

  it("renders with its attributes", async () => {
    const root = shadowOf(mount(element.tag, element.attributes))
    await waitFor(`${element.tag} to render`, () => element.rendered(root))
  })

  it("keeps a hostile host stylesheet out of its shadow root", async () => {
    const root = shadowOf(mount(element.tag, element.attributes))
    const shown = await waitFor(`${element.tag} to render`, () => element.rendered(root))
    const inside = [shown, ...shown.querySelectorAll("*")].slice(0, 40)
    const before = stylesOf(inside)
    const style = document.createElement("style")
    style.textContent = hostileCss
    document.head.append(style)
    try {
      expect(stylesOf(inside)).to.deep.equal(before)
      expect(before.some((s) => s.color === "rgb(255, 0, 0)")).to.equal(false)
    } finally {
      style.remove()
    }
  })

  it("survives a second copy of its script on the page", async () => {
    const registered = customElements.get(element.tag)
    const errors = pageErrors.length
    await loadScript(element.tag)
    expect(pageErrors.slice(errors)).to.deep.equal([])
    expect(customElements.get(element.tag)).to.equal(registered)
    const root = shadowOf(mount(element.tag, element.attributes))
    await waitFor(`${element.tag} to render after the second script`, () => element.rendered(root))
  })
}
