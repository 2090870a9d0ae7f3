import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Suggestion } from '@restrung/shared/search';
import { SEARCH_QUERY_MAX_LENGTH } from '@restrung/shared/constants';
import { useSession } from '../../auth/api.ts';
import { useSuggestions } from '../suggestions-api.ts';
import { forgetRecentSearches, recentSearches, rememberSearch } from '../../../lib/recent-searches.ts';
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

/** What the list offers: a suggestion while typing; in an empty box, the recent searches and a way to forget them. */
type Option = Suggestion | { kind: 'recent'; label: string } | { kind: 'clear'; label: string };

const searchFor = (q: string) => `/search?${new URLSearchParams({ q })}`;

/** A category's page with the price limit and condition typed beside its name, as its filters take them. */
function categoryPath({ categoryId, filters = {} }: Extract<Suggestion, { kind: 'category' }>): string {
  const params = new URLSearchParams();
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.condition?.length) params.set('condition', filters.condition.join(','));
  const search = params.toString();
  return `/category/${categoryId}${search ? `?${search}` : ''}`;
}

/**
 * The header's search box (WAI-ARIA combobox with a list box): Enter opens /search?q=...; while typing, matching
 * categories and listing names appear under it, chosen with the arrow keys and Enter, or the mouse. Focused empty, it
 * offers the account's recent searches on this device, and "Clear recent searches". Escape closes the list.
 * Signed-out visitors get no suggestions (they need an account to search) and go to sign in on Enter.
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
  const [recents, setRecents] = useState<string[]>([]);
  const settled = useDebounced(text, SUGGEST_DELAY_MS);
  const { data: suggestions = [], isPlaceholderData } = useSuggestions(settled, Boolean(user) && open);
  // The suggestions shown are the last words' until the answer for these words is in: one chosen then would carry
  // what else was typed before ("under $500" in its query), not now.
  const current = settled.trim().toLowerCase() === text.trim().toLowerCase() && !isPlaceholderData;
  const [chosenEarly, setChosenEarly] = useState<Suggestion | null>(null);
  const typing = text.trim().length > 0;
  const options: Option[] = typing
    ? suggestions
    : recents.length > 0
      ? [
          ...recents.map((label): Option => ({ kind: 'recent', label })),
          { kind: 'clear', label: 'Clear recent searches' },
        ]
      : [];
  const showList = open && options.length > 0;

  // Focused before the account was known, or in the first frame the app adopted (on "/"): no focus event comes.
  const input = useRef<HTMLInputElement>(null);
  const userId = user?.id;
  useEffect(() => {
    if (!userId || document.activeElement !== input.current) return;
    setRecents(recentSearches(userId));
    setOpen(true);
  }, [userId]);

  // Adopted from the first frame, the element may hold keys pressed after the app read it and before the app ran:
  // its text wins, or the box's next render would put the older text back ("strat" read as "str", then "strocaster").
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render, before any key reaches a handler
  useLayoutEffect(() => {
    const inElement = input.current?.value;
    if (inElement !== undefined && inElement !== text) setText(inElement);
  }, []);

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

  const search = (q: string) => {
    if (user) {
      rememberSearch(user.id, q);
      // The box may keep its focus: emptied, it offers them in their new order.
      setRecents(recentSearches(user.id));
    }
    go(searchFor(q));
  };

  const choose = (option: Option) => {
    if ((option.kind === 'category' || option.kind === 'listing') && !current) return setChosenEarly(option);
    // A category with more typed beside it than its page shows ("strat or acou") searches it with the rest.
    if (option.kind === 'category') return option.query ? search(option.query) : go(categoryPath(option));
    // A name keeps what else was typed: "fender str under $500" searches the name under $500.
    if (option.kind === 'listing') return search(option.query ?? option.label);
    if (option.kind !== 'clear') return search(option.label);
    if (user) forgetRecentSearches(user.id);
    setRecents([]);
    setActive(-1);
  };

  // Chosen before the answer for the words typed was in: the same suggestion in it, or, without one, what was typed.
  // A failed answer keeps no placeholder either: it is current, and empty.
  useEffect(() => {
    if (!chosenEarly || !current) return;
    setChosenEarly(null);
    const same = current && suggestions.find((s) => s.kind === chosenEarly.kind && s.label === chosenEarly.label);
    if (same) choose(same);
    else search(text.trim());
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList && active >= 0 ? options[active] : undefined;
    if (chosen) return choose(chosen);
    const q = text.trim();
    if (q) search(q);
    else go('/search');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The typed text (-1) and each option take turns, wrapping round at both ends.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      // With the list open, Escape only closes it: a search field's own Escape would also empty the box.
      if (showList) {
        event.stopPropagation();
        event.preventDefault();
      }
      setOpen(false);
      setActive(-1);
      setChosenEarly(null);
    }
  };
  // Fewer options may arrive while one further down was active.
  const activeIndex = active >= options.length ? -1 : active;

  return (
    // action and name make the first frame's copy of this form (static HTML, before the JavaScript) search too.
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for every browser we serve; the role says the same
    <form role="search" action="/search" className={`relative ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        Search guitars
      </label>
      <div className="join w-full">
        <input
          ref={input}
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
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className="input input-sm join-item w-full"
          value={text}
          onChange={(event) => {
            // Typing on takes back a choice still waiting for its answer, as Escape and leaving the box do.
            setChosenEarly(null);
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setRecents(user ? recentSearches(user.id) : []);
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setChosenEarly(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-sm btn-primary join-item">
          Search
        </button>
      </div>
      <div
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-50 mt-1 rounded-box bg-base-100 p-1 shadow-lg"
      >
        {/* The list's name, for the eye: a screen reader hears it from aria-label. */}
        {showList && !typing && (
          <p aria-hidden="true" className="px-3 pt-1 text-xs text-base-content/70">
            Recent searches
          </p>
        )}
        <div id={listId} role="listbox" aria-label={typing ? 'Suggestions' : 'Recent searches'}>
          {showList &&
            options.map((option, index) => (
              <div
                key={`${option.kind}-${option.label}`}
                // Focus stays in the box (aria-activedescendant); options are reached with the arrow keys.
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={`cursor-pointer rounded-field px-3 py-2 ${option.kind === 'clear' ? 'text-sm underline' : ''} ${index === activeIndex ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                <span className="wrap-anywhere">{option.label}</span>
                {option.kind === 'category' && <span className="badge badge-ghost badge-sm ml-2">Category</span>}
              </div>
            ))}
        </div>
      </div>
    </form>
  );
}
