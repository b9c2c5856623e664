/** Styles of the station map; beside the components, so they also work in a shadow root. */
export const stationsCss = `
.ise-stations__root { display: grid; gap: 12px; color: var(--ise-text); }
.ise-stations__filters { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; }
.ise-stations__filters legend { font-weight: 700; margin-bottom: 6px; padding: 0; }
.ise-stations__filter { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 6px 12px; border-radius: var(--ise-radius-pill); border: 1px solid var(--ise-brand); background: var(--ise-surface); color: var(--ise-brand-dark); font: inherit; font-size: .9375rem; cursor: pointer; }
.ise-stations__filter[aria-pressed="true"] { background: var(--ise-brand); color: var(--ise-text-inverse); }
.ise-stations__filter:focus-visible, .ise-stations__canvas :focus-visible { outline: 3px solid var(--ise-focus); outline-offset: 2px; }
.ise-stations__count { margin: 0; font-weight: 600; }
.ise-stations__canvas { height: min(60vh, 480px); min-height: 300px; border-radius: var(--ise-radius-large); border: 1px solid var(--ise-border); background: var(--ise-map-background); z-index: 0; }
.ise-stations__marker { background: none; border: 0; }
.ise-stations__marker span { display: block; width: 18px; height: 18px; border-radius: var(--ise-radius-circle) var(--ise-radius-circle) var(--ise-radius-circle) 0; transform: rotate(-45deg); background: var(--ise-brand); border: 2px solid var(--ise-surface); box-shadow: var(--ise-shadow-marker); }
.ise-stations__note { margin: 0; padding: 8px 12px; border-radius: var(--ise-radius); background: var(--ise-info-soft); color: var(--ise-info); font-size: .875rem; }
.ise-stations__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 6px 16px; max-height: 16rem; overflow: auto; }
.ise-stations__list li { padding: 6px 0; border-bottom: 1px solid var(--ise-border); }
.ise-stations__list small { display: block; color: var(--ise-muted); }
.ise-stations__state { color: var(--ise-muted); }
`
