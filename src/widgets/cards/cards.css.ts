/** Styles of /kaardid and its modals; beside the components, so they also work in a shadow root. */
export const cardsCss = `
.ise-cards__root { color: var(--ise-text); }
.ise-cards__actions { display: flex; flex-wrap: wrap; gap: 10px; margin: 8px 0 12px; }
.ise-cards__tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ise-border); margin: 12px 0 16px; overflow-x: auto; }
.ise-cards__tab { font: inherit; font-weight: 600; background: none; border: 0; border-bottom: 3px solid transparent; padding: 10px 14px; cursor: pointer; color: var(--ise-muted); text-align: center; flex: 0 1 auto; min-width: min-content; overflow-wrap: normal; }
.ise-cards__tab[aria-selected="true"] { color: var(--ise-brand-dark); border-bottom-color: var(--ise-brand); }
.ise-cards__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; justify-content: space-between; margin-bottom: 12px; }
.ise-cards__switch { display: inline-flex; border: 1px solid var(--ise-brand); border-radius: var(--ise-radius); overflow: hidden; }
.ise-cards__switch-button { flex: 1; white-space: nowrap; font: inherit; font-weight: 600; border: 0; padding: 8px 14px; background: var(--ise-surface); color: var(--ise-brand-dark); cursor: pointer; }
.ise-cards__switch-button[aria-pressed="true"] { background: var(--ise-brand); color: var(--ise-text-inverse); }
.ise-cards__root input[type="search"] { font: inherit; color: var(--ise-text); padding: 7px 10px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); min-width: min(18em, 100%); }
.ise-cards__form { display: grid; gap: 14px; }
.ise-cards__field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted); }
.ise-cards__field input, .ise-cards__field select { font: inherit; font-size: 1rem; color: var(--ise-text); padding: 8px 10px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); }
.ise-cards__field input:disabled { background: var(--ise-bg); color: var(--ise-muted); }
.ise-cards__field [aria-invalid="true"] { border-color: var(--ise-danger); }
.ise-cards__hint { font-size: .8125rem; }
.ise-cards__error { color: var(--ise-danger); font-weight: 600; }
.ise-cards__check { display: flex; gap: 8px; align-items: center; font-weight: 600; }
.ise-cards__check input { width: 18px; height: 18px; }
.ise-cards__info { font: inherit; font-weight: 600; background: none; border: 0; padding: 10px 4px; color: var(--ise-brand-dark); text-decoration: underline; cursor: pointer; min-height: 44px; }
.ise-cards__tiles { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 14px; }
.ise-cards__tile { display: flex; flex-direction: column; gap: 6px; align-items: flex-start; background: var(--ise-surface); border: 1px solid var(--ise-border); border-left: 6px solid var(--ise-brand); border-radius: var(--ise-radius-large); padding: 16px; }
.ise-cards__tile--blocked { border-left-color: var(--ise-danger); }
.ise-cards__tile-type { font-size: .8125rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; color: var(--ise-muted); }
.ise-cards__tile-number { font-size: 1.125rem; font-variant-numeric: tabular-nums; letter-spacing: .04em; }
.ise-cards__tile-figures { display: flex; gap: 24px; margin: 4px 0; }
.ise-cards__tile-figures dt { font-size: .8125rem; color: var(--ise-muted); }
.ise-cards__tile-figures dd { margin: 0; font-weight: 700; }
.ise-cards__tile-meta { font-size: .875rem; color: var(--ise-muted); }
.ise-cards__tile .ise-ui__button { margin-top: auto; }
/* On a phone the two tabs (and the two halves of the active/blocked switch) share the row, and a long label (ru) wraps inside its button between its words (never inside one: "Soodustuskaardi/d") rather than scrolling or being cut. */
@media (max-width: 600px) { .ise-cards__tab { flex: 1 1 auto; padding: 10px 8px; } .ise-cards__switch-button { flex: 1 1 auto; min-width: 0; white-space: normal; overflow-wrap: break-word; padding: 8px; } .ise-cards__filters > * { flex: 1 1 100%; } .ise-cards__actions .ise-ui__button { flex: 1 1 100%; } }
`
