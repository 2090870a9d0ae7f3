/** Texts the app's forms share that SPEC.md does not fix (the end-to-end tests read them from here). */

/** Asked before leaving a form that has been typed in and not saved. */
export const LEAVE_UNSAVED = 'Leave this page? What you typed here has not been saved and will be lost.';
