import { BRAND_MARK } from "../../core/rules/brand"
import type { CssPropertySpec, NamedSpec } from "./spec"

/**
 * The design tokens: the one place in src/ where a colour, a radius, a shadow or a font is written
 * (a unit test, tests/unit/build/theme.test.ts, refuses a colour literal anywhere else). Styles read
 * them as `var(--ise-…)`, without a fallback: `themeCss` declares every default once for the page
 * (the portal's HTML, or the host page of an element, see `installTheme`). Each element's spec lists
 * the ones its styles use.
 */
export const themeProperties = {
  text: { name: "--ise-text", default: "#1c2430", description: "Text colour." },
  muted: { name: "--ise-muted", default: "#4a5565", description: "Secondary text colour." },
  surface: { name: "--ise-surface", default: "#fff", description: "Background of cards and panels." },
  border: { name: "--ise-border", default: "#dde3ea", description: "Border and rule colour." },
  brand: { name: "--ise-brand", default: "#0b6e4f", description: "Brand colour: buttons, the chosen switch." },
  brandAccent: { name: "--ise-brand-accent", default: "#f5b700", description: "The logo's lightning bolt." },
  brandDark: { name: "--ise-brand-dark", default: "#084d37", description: "Brand colour of hovered buttons." },
  brandSoft: { name: "--ise-brand-soft", default: "#e3f2ec", description: "Light brand background (selected rows)." },
  focus: { name: "--ise-focus", default: "#1a73e8", description: "Focus outline colour." },
  danger: { name: "--ise-danger", default: "#b42318", description: "Error text colour." },
  dangerSoft: { name: "--ise-danger-soft", default: "#fdecea", description: "Error background." },
  success: { name: "--ise-success", default: "#0b6e4f", description: "Success text colour." },
  successSoft: { name: "--ise-success-soft", default: "#e3f2ec", description: "Success background." },
  background: { name: "--ise-bg", default: "#f4f6f8", description: "Page background; shaded boxes and disabled fields." },
  textInverse: { name: "--ise-text-inverse", default: "#fff", description: "Text on brand-coloured and dark backgrounds." },
  surfaceInverse: { name: "--ise-surface-inverse", default: "#1c2430", description: "Dark background of toasts." },
  inputBorder: { name: "--ise-input-border", default: "#8a94a3", description: "Border of form fields and checkboxes." },
  inputBorderLight: {
    name: "--ise-input-border-light",
    default: "#b9c3cf",
    description: "Border of the personal code field and its prefix.",
  },
  neutralSoft: { name: "--ise-neutral-soft", default: "#eef1f5", description: "Background of neutral badges and steps." },
  info: { name: "--ise-info", default: "#1d3b63", description: "Information text colour; the current step of a progress line." },
  infoSoft: { name: "--ise-info-soft", default: "#eef4fb", description: "Information background." },
  highlight: { name: "--ise-highlight", default: "#1a4fa0", description: "Background of the badge of an agreement being signed." },
  warning: { name: "--ise-warning", default: "#8a4b00", description: "Warning text colour." },
  warningDark: { name: "--ise-warning-dark", default: "#7a4100", description: "Warning text colour of badges." },
  warningSoft: { name: "--ise-warning-soft", default: "#fff4e5", description: "Warning background." },
  warningPale: { name: "--ise-warning-pale", default: "#fff4e0", description: "Warning background of the electricity wizard's badges." },
  pending: { name: "--ise-pending", default: "#6b4a00", description: "Text of the badge of an agreement waiting for a signature." },
  pendingSoft: {
    name: "--ise-pending-soft",
    default: "#fff4d6",
    description: "Background of the badge of an agreement waiting for a signature.",
  },
  brandPale: { name: "--ise-brand-pale", default: "#f4fbf8", description: "Second colour of the offer banner's gradient." },
  brandBorder: { name: "--ise-brand-border", default: "#b8dccb", description: "Border of the offer banner." },
  brandDeep: { name: "--ise-brand-deep", default: "#0d4f6e", description: "Second colour of the sign-in page's gradient." },
  track: { name: "--ise-track", default: "#e6eaef", description: "Background of a level bar." },
  stepLine: { name: "--ise-step-line", default: "#c5ccd6", description: "Line of the steps not reached yet." },
  mapBackground: { name: "--ise-map-background", default: "#d9e4ec", description: "Background of the map before its tiles." },
  mapOutline: { name: "--ise-map-outline", default: "#6b7a8c", description: "Line of the country's outline when the map tiles fail." },
  mapLand: { name: "--ise-map-land", default: "#e8efe9", description: "Fill of the country's outline when the map tiles fail." },
  loyaltyCard: { name: "--ise-loyalty-card", default: "#111", description: "Background of the loyalty card." },
  production: {
    name: "--ise-production",
    default: "#b45309",
    description: "Colour of the production bars (consumption uses --ise-brand).",
  },
  backdrop: { name: "--ise-backdrop", default: "rgba(16, 24, 40, .55)", description: "Backdrop behind a modal dialog." },
  shadowSmall: { name: "--ise-shadow-small", default: "0 1px 3px rgba(0, 0, 0, .12)", description: "Shadow of the chosen sign-in tab." },
  shadowPage: { name: "--ise-shadow-page", default: "0 2px 8px rgba(16, 24, 40, .15)", description: "Shadow of a PDF page in a preview." },
  shadowMarker: { name: "--ise-shadow-marker", default: "0 1px 4px rgba(0,0,0,.45)", description: "Shadow of a map marker." },
  shadowToast: { name: "--ise-shadow-toast", default: "0 8px 24px rgba(16,24,40,.25)", description: "Shadow of a toast." },
  shadowPopover: {
    name: "--ise-shadow-popover",
    default: "0 12px 32px rgba(16, 24, 40, .16)",
    description: "Shadow of menus and popovers.",
  },
  shadowBanner: { name: "--ise-shadow-banner", default: "0 -4px 16px rgba(0, 0, 0, .12)", description: "Shadow of the cookie banner." },
  shadowCard: { name: "--ise-shadow-card", default: "0 24px 48px rgba(0, 0, 0, .25)", description: "Shadow of the sign-in card." },
  shadowModal: { name: "--ise-shadow-modal", default: "0 24px 64px rgba(16, 24, 40, .28)", description: "Shadow of a modal dialog." },
  radiusTiny: { name: "--ise-radius-tiny", default: "2px", description: "Corner radius of chart bars and legend keys." },
  radiusSmall: { name: "--ise-radius-small", default: "6px", description: "Corner radius of small controls and menu items." },
  radiusMedium: { name: "--ise-radius-medium", default: "8px", description: "Corner radius of badges, tiles and small panels." },
  radiusMark: { name: "--ise-radius-mark", default: "9px", description: "Corner radius of the brand mark and step numbers." },
  radius: { name: "--ise-radius", default: "10px", description: "Corner radius of buttons, fields and panels." },
  radiusLarge: { name: "--ise-radius-large", default: "12px", description: "Corner radius of cards." },
  radiusXLarge: { name: "--ise-radius-x-large", default: "14px", description: "Corner radius of large cards and modal dialogs." },
  radius2XLarge: { name: "--ise-radius-2x-large", default: "16px", description: "Corner radius of the sign-in card." },
  radiusPill: { name: "--ise-radius-pill", default: "999px", description: "Corner radius of pills and round switches." },
  radiusCircle: { name: "--ise-radius-circle", default: "50%", description: "Corner radius of circles (dots, stamps, markers)." },
  font: {
    name: "--ise-font",
    default: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    description: "Font family.",
  },
} as const satisfies Record<string, CssPropertySpec>

export type ThemeProperty = (typeof themeProperties)[keyof typeof themeProperties]

const declared: ReadonlyArray<ThemeProperty> = Object.values(themeProperties)

/** An element spec's custom properties from groups: each once, in the theme's order (theme.test.ts reads them so from the code). */
export const propertiesOf = (...groups: ReadonlyArray<ReadonlyArray<ThemeProperty>>): ReadonlyArray<ThemeProperty> => {
  const chosen = new Set(groups.flat())
  return declared.filter((p) => chosen.has(p))
}

/** What every signed-in element's shell and the shared ui kit (buttons, fields, alerts, toasts) use. */
export const shellProperties: ReadonlyArray<ThemeProperty> = [
  themeProperties.text,
  themeProperties.muted,
  themeProperties.surface,
  themeProperties.border,
  themeProperties.brand,
  themeProperties.brandDark,
  themeProperties.brandSoft,
  themeProperties.danger,
  themeProperties.dangerSoft,
  themeProperties.success,
  themeProperties.successSoft,
  themeProperties.textInverse,
  themeProperties.surfaceInverse,
  themeProperties.inputBorder,
  themeProperties.info,
  themeProperties.infoSoft,
  themeProperties.shadowToast,
  themeProperties.radiusMedium,
  themeProperties.radius,
  themeProperties.radiusPill,
  themeProperties.font,
]

/** What the shared modal dialog adds. */
export const modalProperties: ReadonlyArray<ThemeProperty> = [
  themeProperties.background,
  themeProperties.backdrop,
  themeProperties.shadowModal,
  themeProperties.radiusLarge,
  themeProperties.radiusXLarge,
]

/**
 * Every token's default, for one page. Declared at zero specificity on the document's root (never on
 * an element's `:host`, which would stop the host page's values from inheriting into the shadow
 * root): any rule of the page that sets a token, on the root, an ancestor or the element, wins.
 */
export const themeCss = `:where(:root) {\n${Object.values(themeProperties)
  .map((p) => `  ${p.name}: ${p.default};`)
  .join("\n")}\n}\n`

const THEME_ATTRIBUTE = "data-ise-theme"

let themeSheet: CSSStyleSheet | undefined

/**
 * Puts `themeCss` in the document once (the portal's HTML carries it already as `<style data-ise-theme>`;
 * an element's shell calls this before its first paint): as an adopted, constructable stylesheet, which
 * a host page's strict CSP (no `'unsafe-inline'` styles) allows where a `<style>` would be refused. At
 * zero specificity, so the page's own rules for the tokens win wherever they stand.
 */
export const installTheme = (doc: Document = document): void => {
  if (doc.querySelector(`style[${THEME_ATTRIBUTE}]`)) return
  themeSheet ??= new CSSStyleSheet()
  if (doc.adoptedStyleSheets.includes(themeSheet)) return
  if (!themeSheet.cssRules.length) themeSheet.replaceSync(themeCss)
  doc.adoptedStyleSheets = [themeSheet, ...doc.adoptedStyleSheets]
}

/**
 * What the portal's HTML takes from the theme (vite.config.ts puts it in index.html): the tokens'
 * <style> first in the head, the browser's theme colour and the icon in the brand's colours.
 */
export const themeHead = (): ReadonlyArray<{
  tag: string
  attrs?: Record<string, string>
  children?: string
  injectTo: "head-prepend" | "head"
}> => {
  // The brand's mark (core/rules/brand.ts) in the theme's colours, as in the header.
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${BRAND_MARK.viewBox}'><path d='${BRAND_MARK.tile}' fill='${themeProperties.brand.default}'/><path d='${BRAND_MARK.drop}' fill='${themeProperties.textInverse.default}'/><path d='${BRAND_MARK.bolt}' fill='${themeProperties.brandAccent.default}'/></svg>`
  const icon = `data:image/svg+xml,${svg.replace(/[<>#]/g, (c) => encodeURIComponent(c))}`
  return [
    { tag: "style", attrs: { [THEME_ATTRIBUTE]: "" }, children: themeCss, injectTo: "head-prepend" },
    { tag: "meta", attrs: { name: "theme-color", content: themeProperties.brand.default }, injectTo: "head" },
    { tag: "link", attrs: { rel: "icon", href: icon }, injectTo: "head" },
  ]
}

/** A token's value where `el` is (the host page may have set it), or its default. For canvas and map code. */
export const themeValue = (el: Element, token: ThemeProperty): string =>
  getComputedStyle(el).getPropertyValue(token.name).trim() || token.default

/** A hex colour token's default as [r, g, b] (for PDF code that takes numbers). */
export const rgbOf = (token: ThemeProperty): [number, number, number] => {
  const hex = token.default.replace("#", "")
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** The part every element's shell exposes: its box inside the shadow root. */
export const basePart = {
  name: "base",
  description: "The element's box inside its shadow root (font, colour, spacing).",
} as const satisfies NamedSpec
