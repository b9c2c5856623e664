/** What both shells take besides the attributes. */
export interface ShellProps {
  /** The element's shadow root, as r2wc passes it. */
  readonly container?: HTMLElement
  /** The element's own styles, placed in its shadow root after the shell's. */
  readonly styles: string
}

/**
 * r2wc renders on every attribute, even before the element is in the document (a host that sets
 * attributes and then appends it): a modal cannot open there, so the shell waits for the
 * connection (r2wc renders again on connect).
 */
export const isConnected = (container: HTMLElement | undefined): boolean => container?.isConnected ?? true
