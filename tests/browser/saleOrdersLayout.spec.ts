import { expect, test } from "./fixtures"
import { MARI, openAs } from "./helpers"

/**
 * Issue 29: at 1366 px /tellimused's ten columns (the spec's list) were 1 442 px of table in a 1 152 px
 * box, the payment term and the quote past its right edge. Every header now ends inside the box, in
 * every language, and nothing scrolls sideways.
 */
const COMPANY_ID = 2
test.use({ viewport: { width: 1366, height: 900 } })

for (const locale of ["et", "en", "ru"]) {
  test(`at 1366 px every column of /tellimused is inside its box (${locale})`, async ({ page }) => {
    await openAs(page, MARI, COMPANY_ID, "/tellimused", locale)
    const wrap = page.getByTestId("sale-orders")
    await expect(wrap.locator("table")).not.toHaveAttribute("aria-busy", "true")
    await expect(wrap.locator("tbody tr").first().getByRole("button").first()).toBeVisible()
    const box = (await wrap.boundingBox())!
    const headers = wrap.locator("thead th")
    await expect(headers).toHaveCount(10)
    for (const right of await headers.evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().right)))
      expect(right).toBeLessThanOrEqual(box.x + box.width + 0.5)
    const { scrollWidth, clientWidth } = await wrap.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    // A header wraps between its words only (issue 29: two Russian headers broke inside a word): each word is one line box.
    const broken = await headers.evaluateAll(brokenWords)
    expect(broken, "header words broken across lines").toEqual([])
    // … and no word wider than its column (it would run over the next header).
    const over = await headers.evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth + 0.5).map((th) => th.textContent))
    expect(over, "headers wider than their column").toEqual([])
    // The rows too (a Russian payment term broke as "Предоплат а", the order number ran into the date, a status badge past its column).
    const cells = wrap.locator("tbody td")
    expect(await cells.evaluateAll(brokenWords), "cell words broken across lines").toEqual([])
    const overCells = await cells.evaluateAll((tds) =>
      tds
        .filter((td) => {
          const content = document.createRange()
          content.selectNodeContents(td)
          return content.getBoundingClientRect().right > td.getBoundingClientRect().right + 0.5
        })
        .map((td) => td.textContent),
    )
    expect(overCells, "cells whose content runs past their column").toEqual([])
  })
}

/** The words of these elements' text that the layout split over two lines. */
function brokenWords(elements: Element[]): string[] {
  return elements.flatMap((th) => {
    const words: string[] = []
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, m.index)
        range.setEnd(node, m.index + m[0].length)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (lines.size > 1) words.push(m[0])
      }
    }
    return words
  })
}
