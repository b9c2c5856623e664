import { BRAND, BRAND_MARK } from "../../core/rules/brand"

/**
 * The brand's logo: its mark (a drop cut by a lightning bolt, core/rules/brand.ts) in the theme's
 * colours. Decorative where a name stands beside it; `title` names it where it stands alone.
 */
export function BrandLogo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="ise-portal__logo"
      width={size}
      height={size}
      viewBox={BRAND_MARK.viewBox}
      role={title ? "img" : undefined}
      aria-label={title ?? undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-brand={BRAND.legalName}
    >
      <path className="ise-portal__logo-tile" d={BRAND_MARK.tile} />
      <path className="ise-portal__logo-drop" d={BRAND_MARK.drop} />
      <path className="ise-portal__logo-bolt" d={BRAND_MARK.bolt} />
    </svg>
  )
}
