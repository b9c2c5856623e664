/** Styles of the terminal screens (tank bars, the dispensing views); rendered once per feature root. */
export const terminalCss = `
.ise-terminal__bar-cell { display: inline-flex; align-items: center; flex-wrap: wrap; gap: 4px 8px; min-width: 10em; }
.ise-terminal__over { flex-basis: 100%; color: var(--ise-warning-dark); background: var(--ise-warning-soft); border-radius: var(--ise-radius-pill); padding: 0 8px; font-size: .8125rem; font-weight: 700; width: max-content; max-width: max-content; }
.ise-terminal__bar { position: relative; display: inline-block; width: 8em; height: 12px; border-radius: var(--ise-radius-small); background: var(--ise-track); overflow: hidden; border: 1px solid var(--ise-input-border); }
.ise-terminal__bar-fill { position: absolute; inset: 0 auto 0 0; background: var(--ise-brand); }
.ise-terminal__bar--danger .ise-terminal__bar-fill { background: var(--ise-danger); }
.ise-terminal__bar-text { font-variant-numeric: tabular-nums; white-space: nowrap; }
.ise-terminal__toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; justify-content: space-between; margin: 0 0 12px; }
.ise-terminal__switch { display: inline-flex; border: 1px solid var(--ise-brand); border-radius: var(--ise-radius); overflow: hidden; margin: 0; padding: 0; }
.ise-terminal__switch legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.ise-terminal__switch label { padding: 7px 12px; cursor: pointer; font-weight: 600; color: var(--ise-brand-dark); }
.ise-terminal__switch input { position: absolute; opacity: 0; }
.ise-terminal__switch label:has(input:checked) { background: var(--ise-brand); color: var(--ise-text-inverse); }
.ise-terminal__switch label:has(input:focus-visible) { outline: 2px solid var(--ise-info); outline-offset: -3px; }
.ise-terminal__form { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; margin: 16px 0; }
.ise-terminal__form input, .ise-terminal__form select, .ise-terminal__amount { font: inherit; color: var(--ise-text); padding: 7px 10px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); }
.ise-terminal__amount { width: 8em; }
.ise-terminal__root [aria-invalid="true"] { border-color: var(--ise-danger); }
.ise-terminal__error { color: var(--ise-danger); font-weight: 600; font-size: .8125rem; }
.ise-terminal__hint { font-size: .8125rem; }
.ise-terminal__toggle { width: 32px; height: 32px; border-radius: var(--ise-radius-circle); border: 1px solid var(--ise-brand); background: var(--ise-surface); color: var(--ise-brand-dark); font-size: 1.1rem; font-weight: 700; cursor: pointer; }
.ise-terminal__toggle[aria-pressed="true"] { background: var(--ise-brand); color: var(--ise-text-inverse); }
.ise-terminal__products { text-decoration: underline dotted; cursor: help; }
.ise-terminal__product-list { display: none; list-style: none; margin: 0; padding: 0; text-align: right; }
@container ise-table (max-width: 639.98px) {
  .ise-terminal__products { display: none; }
  .ise-terminal__product-list { display: block; }
}
/* Phones: the fuel table fits the screen (toggle, name, stock, amount), so focusing an amount does not scroll the toggles away. */
@media (max-width: 480px) {
  .ise-terminal__fuels .ise-ui__table th, .ise-terminal__fuels .ise-ui__table td { padding: 8px 4px; }
  .ise-terminal__fuels .ise-terminal__amount { width: 5.5em; padding: 7px 6px; }
}
`
