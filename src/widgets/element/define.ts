import r2wc from "@r2wc/react-to-web-component"
import type { ComponentType } from "react"
import { installNativeReceiver } from "./nativeBridge"
import { propertyName, type AttributeType, type ElementComponentProps, type ElementSpec } from "./spec"

/** r2wc's prop types, read from the spec: each attribute becomes its camelCase property. */
export const r2wcProps = (spec: ElementSpec): Record<string, AttributeType | "method"> => ({
  ...Object.fromEntries(Object.entries(spec.attributes).map(([attribute, { type }]) => [propertyName(attribute), type])),
  // A function property, never an attribute: r2wc hands it to the component as it is.
  ...(spec.signedIn ? { tokenProvider: "method" as const } : {}),
})

/**
 * A property the host set before the element was defined (the autoloader defines it later) sits on
 * the instance and hides the class's accessor: it is taken off and set again through the accessor.
 */
const upgradeProperties = (element: HTMLElement, names: ReadonlyArray<string>): void => {
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue
    const value = (element as unknown as Record<string, unknown>)[name]
    delete (element as unknown as Record<string, unknown>)[name]
    ;(element as unknown as Record<string, unknown>)[name] = value
  }
}

/**
 * Registers the element of a spec once: a second script of the same element on one page (or a
 * page that bundles it too) finds the tag taken and leaves it.
 */
export const defineElement = <S extends ElementSpec>(spec: S, component: ComponentType<ElementComponentProps<S>>): void => {
  if (customElements.get(spec.tag)) return
  installNativeReceiver()
  const props = r2wcProps(spec)
  const Base = r2wc(component as ComponentType<object>, { shadow: "open", props })
  customElements.define(
    spec.tag,
    class extends Base {
      // r2wc would observe a `token-provider` attribute too: a function is a property only.
      static get observedAttributes(): string[] {
        return (Base as unknown as { observedAttributes: string[] }).observedAttributes.filter((name) => name !== "token-provider")
      }
      constructor() {
        super()
        upgradeProperties(this, Object.keys(props))
      }
    },
  )
}
