/** Styles of the payment panel; rendered beside it, so they also apply in a shadow root. */
export const paymentCss = `
.ise-pay { color: var(--ise-text, #1c2430); font: inherit; container-type: inline-size; }
.ise-pay__label { display: none; }
.ise-pay table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ise-pay th, .ise-pay td { padding: 7px 6px; border-bottom: 1px solid var(--ise-border, #dde3ea); text-align: left; }
.ise-pay th { font-size: .8125rem; color: var(--ise-muted, #4a5565); font-weight: 600; }
.ise-pay .num { text-align: right; }
.ise-pay tr[data-factored="true"] td { color: var(--ise-muted, #4a5565); }
.ise-pay input[type="checkbox"] { width: 18px; height: 18px; accent-color: var(--ise-brand, #0b6e4f); }
.ise-pay__badge { display: inline-block; padding: 1px 8px; border-radius: 999px; background: #fff4e5; color: #8a4b00; font-size: .75rem; font-weight: 700; margin-left: 6px; }
.ise-pay__partly { display: block; font-size: .75rem; color: var(--ise-muted, #4a5565); font-weight: 400; }
.ise-pay__sum { font-weight: 700; margin: 12px 0; font-size: 1.0625rem; }
.ise-pay__note { color: var(--ise-muted, #4a5565); font-size: .875rem; margin: 8px 0; }
.ise-pay__methods { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; margin: 8px 0 14px; }
.ise-pay__bank { display: flex; align-items: center; justify-content: center; padding: 4px; border: 1px solid var(--ise-border, #c8d0da); border-radius: 10px; background: #fff; cursor: pointer; min-height: 48px; }
.ise-pay__bank img { display: block; width: 100%; max-width: 120px; height: 40px; }
.ise-pay__bank:hover:not(:disabled) { border-color: var(--ise-brand, #0b6e4f); box-shadow: 0 0 0 2px var(--ise-brand-soft, #e3f2ec); }
.ise-pay__bank:disabled { opacity: .4; cursor: not-allowed; }
.ise-pay h3 { font-size: 1rem; margin: 16px 0 6px; }
/* Narrow (a phone's dialog): each invoice a two-line row, the amount to pay always in sight. */
@container (max-width: 479.98px) {
  .ise-pay table, .ise-pay tbody { display: block; }
  .ise-pay thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
  .ise-pay tbody tr { display: grid; grid-template-columns: auto 1fr auto; column-gap: 10px; align-items: center; padding: 8px 0; border-bottom: 1px solid var(--ise-border, #dde3ea); }
  .ise-pay td { border: 0; padding: 0; }
  .ise-pay__check { grid-row: 1 / span 3; }
  .ise-pay__number { grid-column: 2; grid-row: 1; font-weight: 600; }
  .ise-pay__due { grid-column: 3; grid-row: 1; font-weight: 700; }
  .ise-pay__date, .ise-pay__deadline { grid-column: 2 / span 2; font-size: .8125rem; color: var(--ise-muted, #4a5565); }
  .ise-pay__label { display: inline; }
}
`
