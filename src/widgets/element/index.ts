export type {
  AttributeProps,
  AttributeSpec,
  AttributeType,
  CssPropertySpec,
  DetailFieldSpec,
  ElementComponentProps,
  ElementEventMap,
  ElementOf,
  ElementProps,
  ElementSpec,
  EventDetail,
  EventSpec,
  NamedSpec,
} from "./spec"
export { propertyName } from "./spec"
export { publicAttributes, signedInAttributes } from "./attributes"
export { basePart, themeProperties } from "./theme"
export { elementEvents } from "./events"
export { elementLocale } from "./elementLocale"
export { defineElement, r2wcProps } from "./define"
export { PublicElement, type PublicElementProps } from "./PublicElement"
export { SignedInElement, type SignedInElementProps } from "./SignedInElement"
export { StyleCollectorProvider } from "./Style"
