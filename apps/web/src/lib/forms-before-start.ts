/**
 * A form sent from the HTML's first frame before the app has started (the forms of the sign-in, sign-up and password
 * pages, drawn at build time: app/static-shell.tsx). Without the app, the browser would send it itself, the password
 * with it, to a page that cannot take it. The early entry (src/early.ts) holds such a send back, and the app sends it
 * again once its own handler is on the form (app/start-app.tsx). Forms that work without the app, the search box's GET
 * form, go. One sent before the early entry has run reaches the server, which sends the page back (303, app.ts).
 */
let held: HTMLFormElement | null = null;
let holding = false;

function hold(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
  event.preventDefault();
  held = form;
}

export function holdPostedForms(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
}

/** Stops holding, and sends the form held last if the app adopted it; one the app drew over is gone. */
export function sendHeldForm(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('submit', hold, true);
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
