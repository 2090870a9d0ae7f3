/**
 * On #root when the HTML holds the first frame of `/` (app/static-shell.tsx): the frame the app's first render draws
 * there, so the app adopts it (app/start-app.tsx). The other pages' frame is drawn for no page in particular.
 */
export const HOME_FRAME_MARK = 'data-home-frame';
