import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties } from "../element/theme"

/** <ise-tanks>: the one description of its public API (see src/widgets/element/spec.ts). */
export const tanksElement = {
  tag: "ise-tanks",
  className: "TanksElement",
  summary: "The tank owner's tank levels (the portal's /mahutid), for other pages.",
  description:
    "The customer's tanks, 25 a page, sorted by the server (ID ascending until a column is chosen): name, the current level as a bar capped at 100 % that turns to the danger colour at or below the notification threshold, capacity, reading, threshold, reading time and last change. The page and sort are kept inside the element. The customer needs the TANK_OWNER role.",
  signedIn: true,
  attributes: signedInAttributes,
  events: {},
  cssProperties: propertiesOf(shellProperties, [theme.warningDark, theme.warningSoft, theme.track, theme.radiusSmall, theme.radiusCircle]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
