/** Styles of /elektritarbimine, "TARBIMINE" and <ise-consumption-chart>; beside the components, so they also work in a shadow root. */
export const consumptionCss = `
.ise-consumption__root { color: var(--ise-text); }
.ise-consumption__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin: 0 0 12px; padding: 0; border: 0; min-width: 0; }
.ise-consumption__filters .ise-ui__field select { max-width: 26em; }
.ise-consumption__presets { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; border: 0; }
.ise-consumption__presets legend { font-size: .875rem; font-weight: 600; margin-bottom: 4px; padding: 0; }
.ise-consumption__preset[aria-pressed="true"] { background: var(--ise-brand); color: var(--ise-text-inverse); border-color: var(--ise-brand); }
.ise-consumption__bar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; margin: 8px 0; }
.ise-consumption__showing { margin: 0; font-weight: 600; }
.ise-consumption__hint, .ise-consumption__until { margin: 0; font-size: .875rem; color: var(--ise-muted); }
.ise-consumption__chart { position: relative; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); padding: 8px; }
.ise-consumption__hover { position: absolute; top: 12px; left: 16px; z-index: 3; max-width: calc(100% - 96px); padding: 6px 10px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); color: var(--ise-text); font-size: .8125rem; line-height: 1.4; white-space: pre-line; font-variant-numeric: tabular-nums; pointer-events: none; }
.ise-consumption__hover:empty { display: none; }
.ise-consumption__legend { display: flex; gap: 16px; margin: 6px 0 0; padding: 0; list-style: none; font-size: .875rem; }
.ise-consumption__legend li::before { content: ""; display: inline-block; width: 12px; height: 12px; border-radius: var(--ise-radius-tiny); margin-right: 6px; vertical-align: -1px; background: var(--ise-brand); }
.ise-consumption__legend li.ise-consumption__legend--production::before { background: var(--ise-production); }
.ise-consumption__stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(14em, 1fr)); gap: 8px; margin: 12px 0; padding: 0; }
.ise-consumption__stats div { padding: 10px 14px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); }
.ise-consumption__stats dt { color: var(--ise-muted); font-size: .875rem; }
.ise-consumption__stats dd { margin: 2px 0 0; font-weight: 700; font-size: 1.125rem; font-variant-numeric: tabular-nums; }
.ise-consumption__note { margin: 0 0 12px; font-size: .8125rem; color: var(--ise-muted); max-width: 60em; }
.ise-consumption__change { display: block; font-weight: 400; font-size: .8125rem; color: var(--ise-muted); }
.ise-consumption__table { margin-top: 12px; }
.ise-consumption__table summary { cursor: pointer; font-weight: 600; padding: 8px 0; }
.ise-consumption__link { background: none; border: 0; padding: 0; color: var(--ise-brand-dark); text-decoration: underline; cursor: pointer; font: inherit; min-height: 24px; }
.ise-consumption__widget { display: grid; gap: 8px; background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 16px 18px; }
.ise-consumption__widget .ise-ui__field select { width: 100%; }
.ise-consumption__widget-title { margin: 0; font-size: 1rem; letter-spacing: .04em; }
.ise-consumption__widget-value { margin: 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.ise-consumption__widget-bars { display: flex; align-items: flex-end; gap: 2px; height: 64px; margin: 0; padding: 0; list-style: none; }
.ise-consumption__widget-bars li { flex: 1 1 0; min-width: 2px; background: var(--ise-brand); border-radius: var(--ise-radius-tiny) var(--ise-radius-tiny) 0 0; }
@media (max-width: 600px) { .ise-consumption__filters > * { flex: 1 1 100%; } .ise-consumption__filters .ise-ui__field select { max-width: none; width: 100%; } }
`
