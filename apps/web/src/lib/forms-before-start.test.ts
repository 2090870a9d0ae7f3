import { afterEach, expect, it } from 'vitest';
import { holdUntilStart, replayHeld } from './forms-before-start.ts';

afterEach(() => {
  replayHeld();
  document.body.replaceChildren();
});

/**
 * A form in the page, and each send it saw: whether the hold had already stopped the browser's own send when the
 * form's handler ran (the hold listens in the capture phase, before it). The handler then stops the send itself,
 * standing in for the app's, as jsdom cannot send a form.
 */
function aForm(method: 'get' | 'post'): { form: HTMLFormElement; sends: { held: boolean }[] } {
  const form = document.body.appendChild(Object.assign(document.createElement('form'), { method }));
  const sends: { held: boolean }[] = [];
  form.addEventListener('submit', (event) => {
    sends.push({ held: event.defaultPrevented });
    event.preventDefault();
  });
  return { form, sends };
}

/** Sends the form as the browser does when Enter is pressed in it. */
const send = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

it('holds a POST form sent before the app started, and sends it again once asked', () => {
  holdUntilStart();
  const { form, sends } = aForm('post');
  send(form);
  expect(sends).toEqual([{ held: true }]);
  replayHeld();
  // Sent again, and no longer held: the app's handler takes it.
  expect(sends).toEqual([{ held: true }, { held: false }]);
});

it('lets a GET form go, as the search box works without the app', () => {
  holdUntilStart();
  const { form, sends } = aForm('get');
  send(form);
  replayHeld();
  expect(sends).toEqual([{ held: false }]);
});

it('forgets a held form the app drew over, and holds nothing once the app has started', () => {
  holdUntilStart();
  const drawnOver = aForm('post');
  send(drawnOver.form);
  drawnOver.form.remove();
  replayHeld();
  expect(drawnOver.sends).toEqual([{ held: true }]);

  const later = aForm('post');
  send(later.form);
  replayHeld();
  expect(later.sends).toEqual([{ held: false }]);
});

/** A button only a script acts on (Show password), with a label inside it as a tap's target. */
function aScriptButton(): { button: HTMLButtonElement; label: HTMLSpanElement } {
  const button = document.body.appendChild(Object.assign(document.createElement('button'), { type: 'button' }));
  const label = button.appendChild(document.createElement('span'));
  return { button, label };
}

it('presses again, in order, the script-only buttons pressed before the app started, once the app has started', () => {
  holdUntilStart();
  const show = aScriptButton();
  const menu = aScriptButton();
  const order: string[] = [];
  // The app's handlers come with the app: they are attached when it starts, after the presses.
  show.label.click();
  menu.button.click();
  show.button.addEventListener('click', () => order.push('show'));
  menu.button.addEventListener('click', () => order.push('menu'));
  replayHeld();
  expect(order).toEqual(['show', 'menu']);
  // Once the app has started, a press is the app's alone.
  show.button.click();
  expect(order).toEqual(['show', 'menu', 'show']);
});

it('forgets a press on a button the app drew over, and leaves submit buttons to the form', () => {
  holdUntilStart();
  const drawnOver = aScriptButton();
  drawnOver.button.click();
  let pressedAgain = 0;
  drawnOver.button.addEventListener('click', () => (pressedAgain += 1));
  drawnOver.button.remove();
  const { form, sends } = aForm('post');
  const submit = form.appendChild(Object.assign(document.createElement('button'), { type: 'submit' }));
  submit.click();
  replayHeld();
  expect(pressedAgain).toBe(0);
  // The submit button's press sent the form, which was held and is sent once, not pressed again as well.
  expect(sends).toEqual([{ held: true }, { held: false }]);
});
