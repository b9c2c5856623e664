/** Styles of the modal; rendered inside the dialog so they also apply in a shadow root. */
export const modalCss = `
.ise-ui__modal { border: 0; border-radius: var(--ise-radius-x-large); padding: 0; width: min(560px, calc(100vw - 32px)); max-width: calc(100vw - 16px); max-height: calc(100dvh - 48px); overflow: auto; overscroll-behavior: contain;
  box-shadow: var(--ise-shadow-modal); color: var(--ise-text); background: var(--ise-surface); font: inherit; }
.ise-ui__modal--wide { width: min(1100px, calc(100vw - 32px)); }
.ise-ui__modal::backdrop { background: var(--ise-backdrop); }
.ise-ui__modal-header { display: flex; align-items: center; gap: 12px; padding: 16px 20px; border-bottom: 1px solid var(--ise-border); position: sticky; top: 0; background: var(--ise-surface); z-index: 1; }
.ise-ui__modal-title { margin: 0; font-size: 1.25rem; flex: 1; }
.ise-ui__modal-close { border: 0; background: none; font: inherit; font-size: 1.5rem; line-height: 1; width: 36px; height: 36px; border-radius: var(--ise-radius-medium); cursor: pointer; color: var(--ise-muted); }
.ise-ui__modal-close:hover { background: var(--ise-bg); color: var(--ise-text); }
.ise-ui__modal-body { padding: 20px; min-width: 0; overflow-wrap: anywhere; container-type: inline-size; }
.ise-ui__modal-footer { display: flex; gap: 10px; justify-content: flex-end; padding: 0 20px 20px; flex-wrap: wrap; }
/* Phones: the dialog takes the screen's width (8 px each side) and its own scroll; it is placed by the
   viewport, never by a page that is wider than the screen. */
@media (max-width: 640px) {
  .ise-ui__modal, .ise-ui__modal--wide { position: fixed; inset: 0; margin: auto; width: calc(100vw - 16px); max-height: calc(100dvh - 16px); border-radius: var(--ise-radius-large); }
  .ise-ui__modal-header { padding: 12px 14px; }
  .ise-ui__modal-title { font-size: 1.125rem; }
  .ise-ui__modal-close { width: 44px; height: 44px; }
  .ise-ui__modal-body { padding: 14px; }
  .ise-ui__modal-footer { padding: 0 14px 14px; }
  .ise-ui__modal-footer > * { flex: 1 1 auto; }
}
`
