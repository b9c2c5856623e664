/** Styles of the charging offer and its banner; beside the components so they also work in a shadow root. */
export const chargingCss = `
/* flow-root: the "loading" paragraph's top margin stays inside (collapsed through .chg it moved the offer up 12 px on arrival). */
.chg { color: var(--ise-text, #1c2430); display: flow-root; }
.chg-layout { display: grid; gap: 20px; max-width: 52rem; }
.chg-lead { margin: 0; color: var(--ise-muted, #4a5565); font-weight: 600; }
.chg-card { background: var(--ise-surface, #fff); border: 1px solid var(--ise-border, #dde3ea); border-radius: 14px; padding: 16px 20px; }
.chg-card h2 { font-size: 1.125rem; margin: 0 0 12px; }
.chg-dl { margin: 0; display: grid; gap: 0; }
.chg-dl__row { display: grid; grid-template-columns: minmax(12rem, 1fr) 2fr; gap: 4px 16px; padding: 8px 0; border-top: 1px solid var(--ise-border, #dde3ea); }
.chg-dl__row:first-child { border-top: 0; }
.chg-dl dt { color: var(--ise-muted, #4a5565); font-weight: 600; }
.chg-dl dd { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.chg-dl__value { font-weight: 600; }
.chg-dl__note { flex-basis: 100%; color: var(--ise-muted, #4a5565); font-size: .875rem; margin: 0; }
.chg-dl--prices dd { justify-content: flex-end; }
.chg-price { font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }
.chg-tag { display: inline-block; padding: 1px 8px; border-radius: 999px; background: var(--ise-brand-soft, #e3f2ec); color: var(--ise-brand-dark, #084d37); font-size: .8125rem; font-weight: 600; }
.chg-terms { display: grid; gap: 4px; }
.chg-terms h3 { margin: 0; font-size: 1rem; }
.chg-done, .chg-none { display: grid; gap: 12px; justify-items: start; max-width: 40rem; }
.chg-done p, .chg-none p { margin: 0; }
.chg-banner { display: grid; gap: 8px; justify-items: start; background: var(--ise-brand-soft, #e3f2ec); border: 1px solid var(--ise-border, #dde3ea); border-radius: 14px; padding: 16px 18px; color: var(--ise-text, #1c2430); }
.chg-banner h2 { margin: 0; font-size: 1.0625rem; }
.chg-banner p { margin: 0; }
@media (max-width: 600px) {
  .chg-card { padding: 12px 14px; }
  .chg-dl__row { grid-template-columns: 1fr; }
  .chg-dl--prices dd { justify-content: flex-start; }
}
`
