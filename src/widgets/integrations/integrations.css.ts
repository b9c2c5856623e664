/** Styles of /profiil's API keys; beside the components, so they also work in a shadow root. */
export const integrationsCss = `
.ise-integrations__section { display: grid; gap: 12px; margin: 32px 0 0; padding: 24px 0 0; border-top: 1px solid var(--ise-border); color: var(--ise-text); min-width: 0; }
.ise-integrations__section h2 { font-size: 1.25rem; margin: 0; }
.ise-integrations__lead, .ise-integrations__empty { margin: 0; color: var(--ise-muted); }
.ise-integrations__section code { font-family: monospace; font-size: .875rem; }
.ise-integrations__key { display: grid; gap: 2px; }
.ise-integrations__key-meta { font-size: .8125rem; color: var(--ise-muted); }
.ise-integrations__roles { border: 0; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(13em, 1fr)); gap: 0 16px; }
.ise-integrations__roles legend { font-weight: 600; padding: 0; margin: 0 0 6px; }
.ise-integrations__roles .ise-ui__form-field { margin: 0; }
.ise-integrations__hooks { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.ise-integrations__hooks li { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; padding: 10px 12px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); }
.ise-integrations__url { overflow-wrap: anywhere; }
.ise-integrations__log { display: grid; gap: 8px; min-width: 0; }
.ise-integrations__log h3 { font-size: 1.0625rem; margin: 8px 0 0; }
.ise-integrations__created { display: grid; gap: 10px; }
.ise-integrations__created p { margin: 0; }
.ise-integrations__secret { display: grid; gap: 4px; font-weight: 600; }
.ise-integrations__secret input { font-family: monospace; font-size: .875rem; padding: 8px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); color: var(--ise-text); width: 100%; box-sizing: border-box; }
`
