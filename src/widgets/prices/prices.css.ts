/** Styles of the price table; inside the element's shadow root and in the portal alike. */
export const fuelPricesCss = `
.ise-prices__root { font: inherit; color: var(--ise-text); background: var(--ise-surface); border-radius: var(--ise-radius-large);
  border: 1px solid var(--ise-border); padding: 20px; box-sizing: border-box; }
.ise-prices__root h2 { font-size: 1.125rem; margin: 0 0 12px; font-weight: 700; letter-spacing: .01em; }
.ise-prices__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 8px; }
.ise-prices__switch { display: inline-flex; border: 1px solid var(--ise-border); border-radius: var(--ise-radius-pill); padding: 2px; margin: 0; }
.ise-prices__switch legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.ise-prices__switch label { cursor: pointer; padding: 6px 14px; border-radius: var(--ise-radius-pill); font-size: .875rem; user-select: none; }
.ise-prices__switch input { position: absolute; opacity: 0; pointer-events: none; }
.ise-prices__switch input:checked + span { font-weight: 700; }
/* Each option as wide as its bold self, so choosing one (or the customer's default arriving) moves nothing. */
.ise-prices__switch span::after { content: attr(data-text); display: block; height: 0; overflow: hidden; visibility: hidden; font-weight: 700; }
.ise-prices__switch label:has(input:checked) { background: var(--ise-brand); color: var(--ise-text-inverse); }
.ise-prices__switch label:has(input:focus-visible) { outline: 2px solid var(--ise-focus); outline-offset: 2px; }
.ise-prices__root table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ise-prices__root th, .ise-prices__root td { padding: 8px 6px; text-align: right; border-bottom: 1px solid var(--ise-border); }
.ise-prices__root th:first-child, .ise-prices__root td:first-child { text-align: left; }
.ise-prices__root th { font-size: .8125rem; font-weight: 600; color: var(--ise-muted); }
.ise-prices__badge { display: inline-block; min-width: 4.5em; padding: 3px 8px; border-radius: var(--ise-radius-small); font-weight: 700; font-size: .875rem; text-align: center; }
.ise-prices__note { margin: 10px 0 0; font-size: .8125rem; color: var(--ise-muted); }
.ise-prices__empty { margin: 8px 0; color: var(--ise-muted); }
`
