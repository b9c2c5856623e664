/**
 * Styles of every element's shell. Rules of the host page never reach inside the shadow root, but
 * inherited properties (colour, font, line height, alignment…) would: `all: initial` on the shell's
 * box stops them, while the `--ise-*` custom properties still inherit, as the theming channel. Sizes
 * are in rem: they follow the page's root font size, which is the reader's chosen text size.
 */
export const shellCss = `:host { display: block; }
.ise-element__root { all: initial; display: block; font-family: var(--ise-font);
  font-size: 1rem; color: var(--ise-text); line-height: 1.5; }
* { box-sizing: border-box; }
`
