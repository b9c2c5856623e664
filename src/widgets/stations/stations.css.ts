/** Styles of the station map; beside the components, so they also work in a shadow root. */
export const stationsCss = `
.ise-stations__root { display: grid; gap: 12px; color: var(--ise-text, #1c2430); }
.ise-stations__filters { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; }
.ise-stations__filters legend { font-weight: 700; margin-bottom: 6px; padding: 0; }
.ise-stations__filter { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 6px 12px; border-radius: 999px; border: 1px solid var(--ise-brand, #0b6e4f); background: var(--ise-surface, #fff); color: var(--ise-brand-dark, #084d37); font: inherit; font-size: .9375rem; cursor: pointer; }
.ise-stations__filter[aria-pressed="true"] { background: var(--ise-brand, #0b6e4f); color: #fff; }
.ise-stations__filter:focus-visible, .ise-stations__canvas :focus-visible { outline: 3px solid var(--ise-focus, #1d4ed8); outline-offset: 2px; }
.ise-stations__count { margin: 0; font-weight: 600; }
.ise-stations__canvas { height: min(60vh, 480px); min-height: 300px; border-radius: 12px; border: 1px solid var(--ise-border, #dde3ea); background: #d9e4ec; z-index: 0; }
.ise-stations__marker { background: none; border: 0; }
.ise-stations__marker span { display: block; width: 18px; height: 18px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); background: var(--ise-brand, #0b6e4f); border: 2px solid #fff; box-shadow: 0 1px 4px rgba(0,0,0,.45); }
.ise-stations__note { margin: 0; padding: 8px 12px; border-radius: 10px; background: #eef4fb; color: #1d3b63; font-size: .875rem; }
.ise-stations__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 6px 16px; max-height: 16rem; overflow: auto; }
.ise-stations__list li { padding: 6px 0; border-bottom: 1px solid var(--ise-border, #dde3ea); }
.ise-stations__list small { display: block; color: var(--ise-muted, #4a5565); }
.ise-stations__state { color: var(--ise-muted, #4a5565); }
`
