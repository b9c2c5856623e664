import { type RefObject, useEffect, useLayoutEffect } from "react"

/**
 * What a toast must never cover: anything a person can press or type into (not every focusable
 * element: a table's scroll box is focusable and spans the page).
 */
const CONTROLS =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"]'
const MARGIN = 16
const GAP = 6

interface Band {
  readonly top: number
  readonly bottom: number
}

/**
 * The lowest position for a box of `height` in a viewport of `viewportHeight` that overlaps none of
 * `blocked` (the controls under the box's columns), as the box's bottom edge; `null` when every
 * position covers one. Candidates are the viewport's bottom margin and just above each control.
 */
export const freeBottom = (height: number, viewportHeight: number, blocked: ReadonlyArray<Band>): number | null => {
  const lowest = viewportHeight - MARGIN
  const candidates = [lowest, ...blocked.map((b) => b.top - GAP)]
    .filter((bottom) => bottom <= lowest && bottom - height >= GAP)
    .sort((a, b) => b - a)
  return candidates.find((bottom) => blocked.every((b) => b.bottom <= bottom - height || b.top >= bottom)) ?? null
}

/**
 * Keeps the toaster off the page's controls (issue 29: the limits warning sat over rows and their
 * "Muuda" buttons): while toasts show, the toaster moves (a transform, so no layout shift) to the lowest
 * band of the viewport, at its side or the other, where it covers no button, link or field; again on
 * scroll, resize and while rows arrive.
 */
export function useToastPlacement(ref: RefObject<HTMLElement | null>, count: number): void {
  const place = () => {
    const el = ref.current
    if (!el) return
    if (count === 0) {
      el.style.transform = ""
      return
    }
    el.style.transform = ""
    const box = el.getBoundingClientRect()
    const root = el.getRootNode() as Document | ShadowRoot
    const rects = [...root.querySelectorAll(CONTROLS)]
      .filter((control) => !el.contains(control))
      .map((control) => control.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
    // At its own side first, then at the other side of the viewport: the lowest free band of either.
    let best: { x: number; bottom: number } | null = null
    for (const x of [0, MARGIN - box.left]) {
      const left = box.left + x
      const right = box.right + x
      const blocked = rects.filter((r) => r.right > left && r.left < right)
      const bottom = freeBottom(box.height, window.innerHeight, blocked)
      if (bottom != null && (best == null || bottom > best.bottom + 1)) best = { x, bottom }
    }
    if (best && (best.x !== 0 || best.bottom < box.bottom))
      el.style.transform = `translate(${Math.round(best.x)}px, ${Math.round(best.bottom - box.bottom)}px)`
  }
  // Before the first paint of a new toast: it appears in its place rather than moving there.
  useLayoutEffect(place)
  useEffect(() => {
    if (count === 0) return
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    window.addEventListener("scroll", schedule, { passive: true, capture: true })
    window.addEventListener("resize", schedule)
    // Rows arriving under a shown toast move the controls without a scroll.
    const timer = setInterval(schedule, 400)
    return () => {
      cancelAnimationFrame(frame)
      clearInterval(timer)
      window.removeEventListener("scroll", schedule, { capture: true })
      window.removeEventListener("resize", schedule)
    }
  })
}
