/**
 * What a person does in the HTML's first frame before the app has started, given to the app once it has.
 *
 * A form sent from the frame (the forms of the sign-in, sign-up and password pages, drawn at build time:
 * app/static-shell.tsx): without the app, the browser would send it itself, the password with it, to a page that
 * cannot take it. The early entry (src/early.ts) holds such a send back, and the app sends it again once its own
 * handler is on the form (app/start-app.tsx). Forms that work without the app, the search box's GET form, go. One
 * sent before the early entry has run reaches the server, which sends the page back (303, app.ts).
 */
let held: HTMLFormElement | null = null;
/**
 * Presses of the frame's buttons that only the app's script acts on (`type="button"`: Show password, the phone's
 * menu), in order. The frame draws them, so a person can press one before the app has a handler on it; the press is
 * given again once it has, instead of being lost (an end-to-end test on a phone saw "Show password" do nothing).
 */
let pressed: HTMLButtonElement[] = [];
let holding = false;

function hold(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
  event.preventDefault();
  held = form;
}

function holdPress(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button?.type === 'button') pressed.push(button);
}

export function holdUntilStart(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', holdPress, true);
}

/**
 * Stops holding, presses again the buttons pressed meanwhile and sends the form held last, where the app adopted
 * them; what the app drew over is gone.
 */
export function replayHeld(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('submit', hold, true);
  document.removeEventListener('click', holdPress, true);
  const presses = pressed;
  pressed = [];
  for (const button of presses) if (button.isConnected) button.click();
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
