import type { Term } from './components/term-list.tsx';

/** SPEC.md section 1 lists these seven kinds of data; the explanations are ours. */
export const COLLECTED_DATA: readonly Term[] = [
  { term: 'Name', detail: 'the name you give when you create an account, shown to the other side of a booking.' },
  { term: 'Email', detail: 'to sign you in, send booking and payment confirmations and answer your messages.' },
  {
    term: 'Contact details',
    detail: 'the phone number and meeting location you enter when you list or book a guitar.',
  },
  {
    term: 'Approximate location',
    detail:
      'the town or area in your listings and bookings, so buyers and sellers can meet; we never track your precise position.',
  },
  {
    term: 'Browsing activity',
    detail:
      'the pages, categories and products you look at and the actions you take, such as booking or reporting a product.',
  },
  {
    term: 'Device information',
    detail: 'your browser, operating system and screen size, so pages display correctly on your device.',
  },
  {
    term: 'Log data',
    detail:
      'the IP address, date and time and address of each request our servers receive, and any errors, kept to run the service securely.',
  },
];

/** SPEC.md section 1: the five stated uses. */
export const DATA_USES: readonly Term[] = [
  { term: 'Personalisation', detail: 'showing you categories and products that match what you have looked at before.' },
  { term: 'Improvement', detail: 'finding what is slow, confusing or broken on Restrung and fixing it.' },
  {
    term: 'Communication',
    detail:
      'confirming bookings and payments, telling you about changes to your account and replying when you contact us.',
  },
  {
    term: 'Marketing, only with your consent',
    detail: 'news about events and offers, sent only if you have said yes; you can withdraw that consent at any time.',
  },
  {
    term: 'Research',
    detail: 'studying how the second-hand guitar market moves, using combined figures that do not identify you.',
  },
];

export const COOKIE_KINDS: readonly Term[] = [
  {
    term: 'Essential storage',
    detail: 'keeps you signed in and remembers your session. Restrung cannot work without it.',
  },
  {
    term: 'Analytics',
    detail: 'counts visits and shows which pages are used, in combined form, so we know what to improve.',
  },
  {
    term: 'Third-party cookies',
    detail:
      'set by the services we work with, such as the card payment provider at checkout and the sign-in provider if you use Google. Their own privacy policies apply to them.',
  },
];

export const USER_CHOICES: readonly Term[] = [
  {
    term: 'See and correct your data',
    detail: 'ask us for a copy of what we hold about you, and correct anything that is wrong.',
  },
  {
    term: 'Delete your account',
    detail:
      'ask us to delete your account and your personal data; we keep only what the law requires, such as payment records.',
  },
  {
    term: 'Stop marketing',
    detail:
      'withdraw your consent to marketing messages at any time; service messages about your bookings still reach you.',
  },
  {
    term: 'Control cookies',
    detail:
      'block or delete cookies in your browser settings, and turn off analytics cookies. Blocking essential storage will sign you out.',
  },
  {
    term: 'Share less',
    detail:
      'you decide what you write in a listing or a booking; only give the contact details you are happy for the other side to see.',
  },
];
