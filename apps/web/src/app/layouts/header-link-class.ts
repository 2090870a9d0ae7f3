// daisyUI's own focus style is a faint background shift; a keyboard user needs a ring they can see.
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-primary';

/** A link of the header's menus (daisyUI `menu` items): the current page's stands out. */
export const headerLinkClass = (isActive: boolean) =>
  `${FOCUS_RING} ${isActive ? 'menu-active font-semibold' : 'font-medium'}`;
