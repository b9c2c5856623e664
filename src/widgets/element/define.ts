import r2wc from "@r2wc/react-to-web-component"
import type { ComponentType } from "react"
import { propertyName, type AttributeType, type ElementComponentProps, type ElementSpec } from "./spec"

/** r2wc's prop types, read from the spec: each attribute becomes its camelCase property. */
export const r2wcProps = (spec: ElementSpec): Record<string, AttributeType> =>
  Object.fromEntries(Object.entries(spec.attributes).map(([attribute, { type }]) => [propertyName(attribute), type]))

/**
 * Registers the element of a spec once: a second script of the same element on one page (or a
 * page that bundles it too) finds the tag taken and leaves it.
 */
export const defineElement = <S extends ElementSpec>(spec: S, component: ComponentType<ElementComponentProps<S>>): void => {
  if (customElements.get(spec.tag)) return
  customElements.define(spec.tag, r2wc(component as ComponentType<object>, { shadow: "open", props: r2wcProps(spec) }))
}
