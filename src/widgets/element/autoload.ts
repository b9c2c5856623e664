/**
 * The autoloader's logic (`<script type="module" src="/widgets/autoloader.js">`, built by
 * vite.widgets.config.ts with one loader per element): each `ise-*` element is defined when it first
 * appears, by loading that element's module only (the modules share one runtime). It looks at the
 * document, at what is added later, and at the open shadow roots of the host's own components (those
 * there already and those attached later: `attachShadow` is wrapped to hear of them).
 */
export type ElementLoaders = Readonly<Record<string, () => Promise<unknown>>>

type Root = Document | ShadowRoot

export interface Autoloader {
  /** Tags whose module has been asked for. */
  readonly requested: ReadonlySet<string>
  /** Looks at a root (and the open shadow roots under it) now and from now on. */
  readonly watch: (root: Root) => void
}

const ATTACHED = Symbol.for("ise.autoload.attachShadow")

export function autoload(loaders: ElementLoaders, doc: Document = document): Autoloader {
  const requested = new Set<string>()
  const watched = new WeakSet<Root>()
  const selector = Object.keys(loaders).join(",")

  const load = (tag: string): void => {
    if (requested.has(tag) || customElements.get(tag)) return
    requested.add(tag)
    loaders[tag]!().catch((error: unknown) => {
      // A later appearance tries again (a network hiccup must not leave the tag dead for the page).
      requested.delete(tag)
      console.error(`ise autoloader: ${tag} did not load`, error)
    })
  }

  /** The element itself, its descendants, and the open shadow roots among them. */
  const scan = (node: Element | Root): void => {
    if (node instanceof Element) {
      if (Object.hasOwn(loaders, node.localName)) load(node.localName)
      if (node.shadowRoot) watch(node.shadowRoot)
    }
    if (selector) for (const el of node.querySelectorAll(selector)) load(el.localName)
    for (const el of node.querySelectorAll("*")) if (el.shadowRoot) watch(el.shadowRoot)
  }

  const watch = (root: Root): void => {
    if (watched.has(root)) return
    // Our own elements' roots hold no host markup.
    if (root instanceof ShadowRoot && (root.mode !== "open" || Object.hasOwn(loaders, root.host.localName))) return
    watched.add(root)
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node)
    }).observe(root, { childList: true, subtree: true })
    scan(root)
  }

  // Shadow roots the host's components attach from now on (once per page, whichever autoloader runs first).
  const proto = Element.prototype as Element & { [ATTACHED]?: (root: ShadowRoot) => void }
  if (!proto[ATTACHED]) {
    const attach = proto.attachShadow
    proto.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
      const root = attach.call(this, init)
      proto[ATTACHED]?.(root)
      return root
    }
  }
  proto[ATTACHED] = (root) => {
    // The component fills its root after attaching it: looked at once it has.
    if (root.mode === "open") queueMicrotask(() => watch(root))
  }

  watch(doc)
  return { requested, watch }
}
