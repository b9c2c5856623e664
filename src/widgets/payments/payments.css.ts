/** Styles of the payment panel; rendered beside it, so they also apply in a shadow root. */
export const paymentCss = `
.ise-payments__root { color: var(--ise-text); font: inherit; container-type: inline-size; }
.ise-payments__label { display: none; }
.ise-payments__root table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ise-payments__root th, .ise-payments__root td { padding: 7px 6px; border-bottom: 1px solid var(--ise-border); text-align: left; }
.ise-payments__root th { font-size: .8125rem; color: var(--ise-muted); font-weight: 600; }
.ise-payments__root .ise-ui__num { text-align: right; }
.ise-payments__root tr[data-factored="true"] td { color: var(--ise-muted); }
.ise-payments__root input[type="checkbox"] { width: 18px; height: 18px; accent-color: var(--ise-brand); }
.ise-payments__badge { display: inline-block; padding: 1px 8px; border-radius: var(--ise-radius-pill); background: var(--ise-warning-soft); color: var(--ise-warning); font-size: .75rem; font-weight: 700; margin-left: 6px; }
.ise-payments__partly { display: block; font-size: .75rem; color: var(--ise-muted); font-weight: 400; }
.ise-payments__sum { font-weight: 700; margin: 12px 0; font-size: 1.0625rem; }
.ise-payments__note { color: var(--ise-muted); font-size: .875rem; margin: 8px 0; }
.ise-payments__methods { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; margin: 8px 0 14px; }
.ise-payments__bank { display: flex; align-items: center; justify-content: center; padding: 4px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); cursor: pointer; min-height: 48px; }
.ise-payments__bank img { display: block; width: 100%; max-width: 120px; height: 40px; }
.ise-payments__bank:hover:not(:disabled) { border-color: var(--ise-brand); box-shadow: 0 0 0 2px var(--ise-brand-soft); }
.ise-payments__bank:disabled { opacity: .4; cursor: not-allowed; }
.ise-payments__root h3 { font-size: 1rem; margin: 16px 0 6px; }
/* Narrow (a phone's dialog): each invoice a two-line row, the amount to pay always in sight. */
@container (max-width: 479.98px) {
  .ise-payments__root table, .ise-payments__root tbody { display: block; }
  .ise-payments__root thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
  .ise-payments__root tbody tr { display: grid; grid-template-columns: auto 1fr auto; column-gap: 10px; align-items: center; padding: 8px 0; border-bottom: 1px solid var(--ise-border); }
  .ise-payments__root td { border: 0; padding: 0; }
  .ise-payments__check { grid-row: 1 / span 3; }
  .ise-payments__number { grid-column: 2; grid-row: 1; font-weight: 600; }
  .ise-payments__due { grid-column: 3; grid-row: 1; font-weight: 700; }
  .ise-payments__date, .ise-payments__deadline { grid-column: 2 / span 2; font-size: .8125rem; color: var(--ise-muted); }
  .ise-payments__label { display: inline; }
}
`
