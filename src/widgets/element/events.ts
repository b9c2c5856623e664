import { postToNative } from "./nativeBridge"
import type { ElementSpec, EventDetail, EventSpec } from "./spec"

/**
 * The one way an element tells its host page what happened: a `CustomEvent` from the host
 * element, bubbling and composed (it leaves the shadow root), cancelable when the spec says so.
 * An event with a deprecated alias is dispatched under both names for one release. `emit`
 * answers false when the host called preventDefault() on either. A native app's bridge gets it too.
 */
export const elementEvents = <S extends ElementSpec>(spec: S, container: HTMLElement | undefined) => {
  const emit = <N extends keyof S["events"] & string>(name: N, detail: EventDetail<S["events"][N]>): boolean => {
    // r2wc renders into the shadow root and passes it as `container`; the events come from its host.
    const host = container instanceof ShadowRoot ? container.host : container
    if (!host) return true
    const event: EventSpec = spec.events[name as `ise-${string}`]
    const init = { detail, bubbles: true, composed: true, cancelable: event.cancelable === true }
    const names = event.deprecatedAlias ? [name, event.deprecatedAlias] : [name]
    // The app in whose webview the element runs hears it too (nativeBridge.ts), under its current name.
    postToNative(host, name, detail)
    return names.map((eventName) => host.dispatchEvent(new CustomEvent(eventName, init))).every(Boolean)
  }
  return { emit }
}
