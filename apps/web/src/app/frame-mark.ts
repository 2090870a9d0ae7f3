/**
 * On #root when the HTML holds the first frame of one page (app/static-shell.tsx), with that page's path as its value
 * (`/`, `/login`, `/signup`): the frame the app's first render draws there, so the app adopts it (app/start-app.tsx).
 * The other pages' frame is drawn for no page in particular and carries no mark.
 */
export const FRAME_MARK = 'data-frame-of';

/** The pages whose HTML holds their own first frame, which the app adopts. */
export const ADOPTED_FRAME_PAGES = { home: '/', login: '/login', signup: '/signup' } as const;
export type AdoptedFramePage = keyof typeof ADOPTED_FRAME_PAGES;
