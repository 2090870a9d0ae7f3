import { afterEach, expect, it } from 'vitest';
import { holdPostedForms, sendHeldForm } from './forms-before-start.ts';

afterEach(() => {
  sendHeldForm();
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
  holdPostedForms();
  const { form, sends } = aForm('post');
  send(form);
  expect(sends).toEqual([{ held: true }]);
  sendHeldForm();
  // Sent again, and no longer held: the app's handler takes it.
  expect(sends).toEqual([{ held: true }, { held: false }]);
});

it('lets a GET form go, as the search box works without the app', () => {
  holdPostedForms();
  const { form, sends } = aForm('get');
  send(form);
  sendHeldForm();
  expect(sends).toEqual([{ held: false }]);
});

it('forgets a held form the app drew over, and holds nothing once the app has started', () => {
  holdPostedForms();
  const drawnOver = aForm('post');
  send(drawnOver.form);
  drawnOver.form.remove();
  sendHeldForm();
  expect(drawnOver.sends).toEqual([{ held: true }]);

  const later = aForm('post');
  send(later.form);
  sendHeldForm();
  expect(later.sends).toEqual([{ held: false }]);
});
