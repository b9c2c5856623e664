import { BRAND_MARK } from "../../core/rules/brand"

/**
 * The brand's colours on paper: the theme's --ise-brand, --ise-text-inverse and --ise-brand-accent
 * (src/widgets/element/theme.ts; the server does not import the widgets, so they are written here).
 */
export const PDF_BRAND_COLOURS = { brand: "#0b6e4f", inverse: "#ffffff", accent: "#f5b700" } as const

/** Draws the brand's mark (core/rules/brand.ts), `size` points square, with its top left corner at x, y. */
export function drawBrandMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  doc.save()
  doc.translate(x, y).scale(size / 32)
  doc.path(BRAND_MARK.tile).fill(PDF_BRAND_COLOURS.brand)
  doc.path(BRAND_MARK.drop).fill(PDF_BRAND_COLOURS.inverse)
  doc.path(BRAND_MARK.bolt).fill(PDF_BRAND_COLOURS.accent)
  doc.restore()
}
