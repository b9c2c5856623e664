import { type RefObject, useEffect, useRef } from "react"
import type * as LightweightCharts from "lightweight-charts"
import { themeProperties as theme, themeValue } from "../element/theme"

export type ChartLibrary = typeof LightweightCharts
export interface DrawnChart {
  /** Draws the latest data (the chart reads it from its own refs). */
  readonly update: () => void
  readonly remove: () => void
}

/** What every chart of ours shares: transparent, the theme's text and border colours, no scrolling or zooming. */
export function chartBase(el: HTMLElement, height: number) {
  const border = themeValue(el, theme.border)
  return {
    border,
    options: {
      autoSize: true,
      height,
      layout: {
        background: { color: "transparent" },
        textColor: themeValue(el, theme.text),
        fontFamily: "inherit",
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: border } },
      rightPriceScale: { borderColor: border },
      handleScroll: false,
      handleScale: false,
    },
  } as const
}

/**
 * lightweight-charts, loaded on first use only so that it stays out of every bundle but the chart's own
 * chunk. `draw` builds the chart on the host element when the library has come (again whenever one of
 * `rebuildOn` changes); its `update` runs once then and again whenever one of `updateOn` changes.
 */
export function useLazyChart(
  host: RefObject<HTMLElement | null>,
  draw: (lib: ChartLibrary, el: HTMLElement) => DrawnChart,
  rebuildOn: ReadonlyArray<unknown>,
  updateOn: ReadonlyArray<unknown>,
): void {
  const drawn = useRef<DrawnChart | null>(null)
  const drawRef = useRef(draw)
  drawRef.current = draw
  useEffect(() => {
    let cancelled = false
    void import("lightweight-charts").then((lib) => {
      const el = host.current
      if (cancelled || !el) return
      drawn.current = drawRef.current(lib, el)
      drawn.current.update()
    })
    return () => {
      cancelled = true
      drawn.current?.remove()
      drawn.current = null
    }
  }, rebuildOn)
  useEffect(() => drawn.current?.update(), updateOn)
}
