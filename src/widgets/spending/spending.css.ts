/** Styles of /kulud and <ise-spend-summary>; beside the components, so they also work in a shadow root. */
export const spendingCss = `
.ise-spending__root { color: var(--ise-text); display: grid; gap: 16px; min-width: 0; }
.ise-spending__root > *, .ise-spending__breakdowns > * { min-width: 0; }
.ise-spending__bar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; justify-content: space-between; }
.ise-spending__vat { margin: 0; font-size: .875rem; color: var(--ise-muted); }
.ise-spending__cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(11em, 1fr)); gap: 8px; margin: 0; padding: 0; }
.ise-spending__cards div { padding: 10px 14px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); border-left-width: 6px; }
.ise-spending__cards dt { color: var(--ise-muted); font-size: .875rem; }
.ise-spending__cards dd { margin: 2px 0 0; font-weight: 700; font-size: 1.125rem; font-variant-numeric: tabular-nums; }
.ise-spending__last-year { display: block; font-weight: 400; font-size: .8125rem; color: var(--ise-muted); }
.ise-spending__cat--FUEL { border-left-color: var(--ise-brand) !important; }
.ise-spending__cat--OTHER { border-left-color: var(--ise-warning) !important; }
.ise-spending__cat--ELECTRICITY { border-left-color: var(--ise-highlight) !important; }
.ise-spending__cat--CHARGING { border-left-color: var(--ise-production) !important; }
.ise-spending__chart { position: relative; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); padding: 8px; min-height: 280px; }
.ise-spending__legend { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 6px 0 0; padding: 0; list-style: none; font-size: .875rem; }
.ise-spending__legend li::before { content: ""; display: inline-block; width: 12px; height: 12px; border-radius: var(--ise-radius-tiny); margin-right: 6px; vertical-align: -1px; }
.ise-spending__legend .ise-spending__cat--FUEL::before { background: var(--ise-brand); }
.ise-spending__legend .ise-spending__cat--OTHER::before { background: var(--ise-warning); }
.ise-spending__legend .ise-spending__cat--ELECTRICITY::before { background: var(--ise-highlight); }
.ise-spending__legend .ise-spending__cat--CHARGING::before { background: var(--ise-production); }
.ise-spending__section h2 { font-size: 1.125rem; margin: 0 0 8px; }
.ise-spending__breakdowns { display: grid; grid-template-columns: repeat(auto-fit, minmax(20em, 1fr)); gap: 16px; }
.ise-spending__scroll { overflow-x: auto; }
.ise-spending__table { width: 100%; border-collapse: collapse; font-size: .875rem; font-variant-numeric: tabular-nums; }
.ise-spending__table th, .ise-spending__table td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--ise-border); }
.ise-spending__table .ise-spending__num { text-align: right; white-space: nowrap; }
.ise-spending__table a { color: var(--ise-brand-dark); }
.ise-spending__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.ise-spending__empty { margin: 0; color: var(--ise-muted); }
.ise-spending__count { font-weight: 400; color: var(--ise-muted); font-size: 1rem; }
.ise-spending__nowrap { white-space: nowrap; }
.ise-spending__hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ise-spending__anomalies { min-width: 46em; }
.ise-spending__anomalies td { vertical-align: top; }
.ise-spending__explained td { color: var(--ise-muted); }
.ise-spending__explain { display: block; margin-top: 4px; }
/* On a phone an anomaly is a card of its own: when and what on top, the reason, then the card and its line. */
@media (max-width: 40em) {
  .ise-spending__anomalies { min-width: 0; }
  .ise-spending__anomalies thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .ise-spending__anomalies tr { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2px 12px; padding: 10px 0; border-bottom: 1px solid var(--ise-border); }
  .ise-spending__anomalies td { border: 0; padding: 0; }
  .ise-spending__anomalies td:nth-child(2) { font-weight: 600; text-align: right; }
  .ise-spending__anomalies td:nth-child(3) { grid-column: 1 / -1; }
  .ise-spending__anomalies td:nth-child(4) { color: var(--ise-muted); }
  .ise-spending__anomalies td:nth-child(5) { text-align: right; }
}
.ise-spending__front { padding: 16px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); gap: 12px; }
.ise-spending__front h2 { font-size: 1.125rem; margin: 0; }
.ise-spending__front a { color: var(--ise-brand-dark); }
.ise-spending__budgets { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ise-spending__budget { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; align-items: baseline; font-size: .875rem; }
.ise-spending__budget-name { min-width: 0; overflow-wrap: anywhere; }
.ise-spending__budget-figures { text-align: right; font-variant-numeric: tabular-nums; }
.ise-spending__budget-over { color: var(--ise-danger); font-weight: 700; }
.ise-spending__budget-meter { grid-column: 1 / -1; width: 100%; height: 10px; }
.ise-spending__budget-fields { border: 1px solid var(--ise-border); border-radius: var(--ise-radius); margin: 0 0 12px; padding: 8px 12px; display: grid; gap: 8px; }
.ise-spending__budget-fields legend { font-weight: 600; padding: 0 4px; }
.ise-spending__budget-fields input { width: 100%; box-sizing: border-box; }
`
