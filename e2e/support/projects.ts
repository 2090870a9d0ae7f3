/**
 * The tag of a test the phone project leaves out (playwright.config.ts), in a spec that otherwise runs on both: its
 * subject is the same on any screen, such as what the server reads from the words typed, what a page loads, or the
 * tab's name. The phone's header box, menu, filters and layouts are driven by the other tests (decisions 0036, 0102).
 */
export const SAME_ON_A_PHONE = '@same-on-a-phone';
