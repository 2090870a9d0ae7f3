import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Suggestion } from '@restrung/shared/search';
import { useSession } from '../../auth/api.ts';
import { useSuggestions } from '../suggestions-api.ts';
import { typedSearch } from '../../../lib/typed-before-start.ts';

/** Suggestions wait for a pause in typing, so each key press does not cost a request. */
export const SUGGEST_DELAY_MS = 200;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const targetOf = (suggestion: Suggestion) =>
  suggestion.kind === 'category'
    ? `/category/${suggestion.categoryId}`
    : `/search?${new URLSearchParams({ q: suggestion.label })}`;

/**
 * The header's search box (WAI-ARIA combobox with a list box): Enter opens /search?q=...; while typing, matching
 * categories and listing names appear under it, chosen with the arrow keys and Enter, or the mouse. Escape closes
 * the list. Signed-out visitors get no suggestions (they need an account to search) and go to sign in on Enter.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const id = useId();
  const listId = `${id}-list`;
  // On the search page the box shows the keywords searched for, also after Back or a shared link: from its first
  // drawing, not an effect later. The phone's menu draws the box anew each time it opens, and a box drawn empty then
  // filled a moment later put what was typed in that moment after the old keywords ("strat" + "strat under 500").
  const searched = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [text, setText] = useState(() => searched ?? typedSearch());
  const shownFor = useRef(searched);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebounced(text, SUGGEST_DELAY_MS);
  const { data: suggestions = [] } = useSuggestions(settled, Boolean(user) && open);
  const showList = open && text.trim().length > 0 && suggestions.length > 0;

  useEffect(() => {
    if (searched === shownFor.current) return;
    shownFor.current = searched;
    if (searched !== null) setText(searched);
  }, [searched]);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList && active >= 0 ? suggestions[active] : undefined;
    if (chosen) return go(targetOf(chosen));
    const q = text.trim();
    go(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The typed text (-1) and each suggestion take turns, wrapping round at both ends.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      // With the list open, Escape only closes it: a search field's own Escape would also empty the box.
      if (showList) {
        event.stopPropagation();
        event.preventDefault();
      }
      setOpen(false);
      setActive(-1);
    }
  };
  // Fewer suggestions may arrive while one further down was active.
  const activeIndex = active >= suggestions.length ? -1 : active;

  return (
    // action and name make the first frame's copy of this form (static HTML, before the JavaScript) search too.
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for every browser we serve; the role says the same
    <form role="search" action="/search" className={`relative ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        Search guitars
      </label>
      <div className="join w-full">
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          autoComplete="off"
          placeholder="Search guitars"
          maxLength={200}
          className="input input-sm join-item w-full"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-sm btn-primary join-item">
          Search
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-50 mt-1 rounded-box bg-base-100 p-1 shadow-lg"
      >
        {showList &&
          suggestions.map((suggestion, index) => (
            <div
              key={`${suggestion.kind}-${suggestion.label}`}
              // Focus stays in the box (aria-activedescendant); options are reached with the arrow keys.
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={`cursor-pointer rounded-field px-3 py-2 ${index === activeIndex ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(targetOf(suggestion));
              }}
            >
              <span className="wrap-anywhere">{suggestion.label}</span>
              {suggestion.kind === 'category' && <span className="badge badge-ghost badge-sm ml-2">Category</span>}
            </div>
          ))}
      </div>
    </form>
  );
}
