import type { CssPropertySpec, NamedSpec } from "./spec"

/** The design tokens the shared styles read; each spec lists the ones its element uses. */
export const themeProperties = {
  text: { name: "--ise-text", default: "#1c2430", description: "Text colour." },
  muted: { name: "--ise-muted", default: "#4a5565", description: "Secondary text colour." },
  surface: { name: "--ise-surface", default: "#fff", description: "Background of cards and panels." },
  border: { name: "--ise-border", default: "#dde3ea", description: "Border and rule colour." },
  brand: { name: "--ise-brand", default: "#0b6e4f", description: "Brand colour: buttons, the chosen switch." },
  brandDark: { name: "--ise-brand-dark", default: "#084d37", description: "Brand colour of hovered buttons." },
  brandSoft: { name: "--ise-brand-soft", default: "#e3f2ec", description: "Light brand background (selected rows)." },
  focus: { name: "--ise-focus", default: "#1a73e8", description: "Focus outline colour." },
  danger: { name: "--ise-danger", default: "#b42318", description: "Error text colour." },
  dangerSoft: { name: "--ise-danger-soft", default: "#fdecea", description: "Error background." },
  success: { name: "--ise-success", default: "#0b6e4f", description: "Success text colour." },
  successSoft: { name: "--ise-success-soft", default: "#e3f2ec", description: "Success background." },
} as const satisfies Record<string, CssPropertySpec>

/** The part every element's shell exposes: its box inside the shadow root. */
export const basePart = {
  name: "base",
  description: "The element's box inside its shadow root (font, colour, spacing).",
} as const satisfies NamedSpec
