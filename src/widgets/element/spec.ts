/**
 * The one description of a custom element's public API. Each element's `<name>.element.ts` holds
 * one spec; it feeds the r2wc props, the `HTMLElementTagNameMap` entry, the dispatched events,
 * custom-elements.json and docs/elements/<tag>.md. Specs are plain data (no React) so the manifest
 * script and the element tests can import them.
 */

/** Attribute value types that r2wc parses (the same names as r2wc's prop types). */
export type AttributeType = "string" | "number" | "boolean"

export interface AttributeSpec {
  readonly type: AttributeType
  readonly description: string
  /** Allowed values, when the attribute is an enumeration (documented and typed as a union). */
  readonly values?: ReadonlyArray<string>
  /** What the element does without the attribute. */
  readonly default?: string
}

export interface DetailFieldSpec {
  readonly type: "string" | "number"
  readonly description: string
}

export interface EventSpec {
  readonly description: string
  readonly detail: Readonly<Record<string, DetailFieldSpec>>
  /** The host may call preventDefault(); the element then leaves the next step to the host. */
  readonly cancelable?: boolean
  /** The old name, dispatched too for one release and documented as deprecated. */
  readonly deprecatedAlias?: string
}

export interface CssPropertySpec {
  readonly name: `--${string}`
  readonly description: string
  readonly default: string
}

export interface NamedSpec {
  readonly name: string
  readonly description: string
}

export interface ElementSpec {
  readonly tag: `ise-${string}`
  /** Which element class the manifest names (the React component r2wc wraps). */
  readonly className: string
  /** One line for lists. */
  readonly summary: string
  readonly description: string
  /** Whether the element needs `token` and `customer-id` (a signed-in element). */
  readonly signedIn: boolean
  /** Keyed by the attribute name as written in HTML (`customer-id`); the property is its camelCase. */
  readonly attributes: Readonly<Record<string, AttributeSpec>>
  /** Keyed by the event name (`ise-…`). */
  readonly events: Readonly<Record<`ise-${string}`, EventSpec>>
  readonly cssProperties: ReadonlyArray<CssPropertySpec>
  readonly cssParts: ReadonlyArray<NamedSpec>
  readonly slots: ReadonlyArray<NamedSpec>
}

/** `customer-id` → `customerId`: the property r2wc reads the attribute into. */
export type PropertyName<A extends string> = A extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PropertyName<Tail>>}` : A

export const propertyName = <A extends string>(attribute: A): PropertyName<A> =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as PropertyName<A>

type ValueOf<A extends AttributeSpec> =
  A["values"] extends ReadonlyArray<infer V extends string>
    ? V
    : A["type"] extends "number"
      ? number
      : A["type"] extends "boolean"
        ? boolean
        : string

/** The properties r2wc reads a set of attributes into, typed from their specs. */
export type AttributeProps<Attributes extends Readonly<Record<string, AttributeSpec>>> = {
  -readonly [A in keyof Attributes & string as PropertyName<A>]?: ValueOf<Attributes[A]>
}

/** A function the host gives a signed-in element: a fresh access token (or a promise of one), null when there is none. */
export type TokenProvider = () => Promise<string | null | undefined> | string | null | undefined

/** Properties of every signed-in element that are not attributes (a function cannot be one). */
export interface SignedInProperties {
  /** Asked for the first token and again, once, after a 401 (src/widgets/element/tokens.ts). */
  tokenProvider?: TokenProvider
}

/** The properties of an element, typed from its spec's attributes (and `tokenProvider` when signed in). */
export type ElementProps<S extends ElementSpec> = AttributeProps<S["attributes"]> &
  (S["signedIn"] extends true ? SignedInProperties : unknown)

/** The `detail` of one of an element's events, typed from its spec. */
export type EventDetail<E> = E extends EventSpec
  ? { readonly [F in keyof E["detail"]]: E["detail"][F]["type"] extends "number" ? number : string }
  : never

export type ElementEventMap<S extends ElementSpec> = {
  [N in keyof S["events"]]: CustomEvent<EventDetail<S["events"][N]>>
}

/** The element as the host page sees it: for `HTMLElementTagNameMap` and `document.querySelector`. */
// Its own addEventListener comes first so that `ise-…` listeners get the typed CustomEvent.
export type ElementOf<S extends ElementSpec> = {
  addEventListener<N extends keyof ElementEventMap<S> & string>(
    type: N,
    listener: (this: HTMLElement, event: ElementEventMap<S>[N]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void
} & ElementProps<S> &
  HTMLElement

/** The props the React component of an element receives: its attributes, and r2wc's shadow root. */
export type ElementComponentProps<S extends ElementSpec> = ElementProps<S> & {
  /** r2wc passes the element's shadow root. */
  readonly container?: HTMLElement
}
