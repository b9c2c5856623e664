/** Styles of the charging offer and its banner; beside the components so they also work in a shadow root. */
export const chargingCss = `
/* flow-root: the "loading" paragraph's top margin stays inside (collapsed through .ise-charging__root it moved the offer up 12 px on arrival). */
.ise-charging__root { color: var(--ise-text); display: flow-root; }
.ise-charging__layout { display: grid; gap: 20px; max-width: 52rem; }
.ise-charging__lead { margin: 0; color: var(--ise-muted); font-weight: 600; }
.ise-charging__card { background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-x-large); padding: 16px 20px; }
.ise-charging__card h2 { font-size: 1.125rem; margin: 0 0 12px; }
.ise-charging__dl { margin: 0; display: grid; gap: 0; }
.ise-charging__dl-row { display: grid; grid-template-columns: minmax(12rem, 1fr) 2fr; gap: 4px 16px; padding: 8px 0; border-top: 1px solid var(--ise-border); }
.ise-charging__dl-row:first-child { border-top: 0; }
.ise-charging__dl dt { color: var(--ise-muted); font-weight: 600; }
.ise-charging__dl dd { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.ise-charging__dl-value { font-weight: 600; }
.ise-charging__dl-note { flex-basis: 100%; color: var(--ise-muted); font-size: .875rem; margin: 0; }
.ise-charging__dl--prices dd { justify-content: flex-end; }
.ise-charging__price { font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }
.ise-charging__tag { display: inline-block; padding: 1px 8px; border-radius: var(--ise-radius-pill); background: var(--ise-brand-soft); color: var(--ise-brand-dark); font-size: .8125rem; font-weight: 600; }
.ise-charging__terms { display: grid; gap: 4px; }
.ise-charging__terms h3 { margin: 0; font-size: 1rem; }
.ise-charging__done, .ise-charging__none { display: grid; gap: 12px; justify-items: start; max-width: 40rem; }
.ise-charging__done p, .ise-charging__none p { margin: 0; }
.ise-charging__banner { display: grid; gap: 8px; justify-items: start; background: var(--ise-brand-soft); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-x-large); padding: 16px 18px; color: var(--ise-text); }
.ise-charging__banner h2 { margin: 0; font-size: 1.0625rem; }
.ise-charging__banner p { margin: 0; }
@media (max-width: 600px) {
  .ise-charging__card { padding: 12px 14px; }
  .ise-charging__dl-row { grid-template-columns: 1fr; }
  .ise-charging__dl--prices dd { justify-content: flex-start; }
}
`
