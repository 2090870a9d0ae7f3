import { formatCount } from '@restrung/shared/format-number';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CONDITIONS, type Condition } from '@restrung/shared/constants';
import { SEARCH_LIMITS, type FacetCount, type SearchResult } from '@restrung/shared/search';
import { useCategories } from '../../categories/api.ts';
import { DETAIL_LABELS } from '../detail-labels.ts';
import {
  RANGES,
  rangeErrors,
  type RangeKey,
  type SearchState,
  type TypedCondition,
  withoutTyped,
} from '../search-api.ts';

interface Props {
  state: SearchState;
  facets: SearchResult['facets'] | undefined;
  /** A condition typed among the keywords that the search applied ("in good condition"): its boxes are ticked. */
  typedCondition?: TypedCondition;
  onChange: (change: Partial<SearchState>) => void;
  /** A category page: its category is fixed, so no category choice. */
  fixedCategory?: string;
}

/** Guitar details: offered only with the values the results have (a listing may leave them out). */
const DETAIL_GROUPS = [
  { key: 'brand', legend: 'Brand', label: DETAIL_LABELS.brand },
  { key: 'bodyType', legend: 'Body type', label: DETAIL_LABELS.bodyType },
  { key: 'handedness', legend: 'Handedness', label: DETAIL_LABELS.handedness },
  { key: 'strings', legend: 'Strings', label: DETAIL_LABELS.strings },
] as const;

/** An option's count, or undefined (no number) when the search matched more listings than the server counts. */
const countOf = (counts: FacetCount[] | undefined, value: string) => {
  const found = counts?.find((c) => c.value === value);
  return found ? (found.count ?? undefined) : 0;
};
const toggle = <T,>(values: T[], value: T) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

function Check({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1">
      <input
        type="checkbox"
        className="checkbox"
        // The count is read with the option, separated so "good, 7 results" is not heard as "good 7".
        aria-label={count === undefined ? label : `${label}, ${count} ${count === 1 ? 'result' : 'results'}`}
        checked={checked}
        onChange={onToggle}
      />
      <span className="flex-1 capitalize">{label}</span>
      {count !== undefined && (
        <span className="badge badge-ghost badge-sm" aria-hidden="true">
          {count}
        </span>
      )}
    </label>
  );
}

/** What stands in the filters' place until the first answer: the grid beside it says "Loading guitars…". */
export function SearchFiltersSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {['w-24', 'w-32', 'w-28', 'w-32', 'w-24', 'w-20'].map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
        <div key={index} className={`skeleton h-4 ${width}`} />
      ))}
    </div>
  );
}

/**
 * Filters with the number of results each option would give. Boxes apply at once; the typed ranges and the
 * location apply with the Apply button (or Enter), so a half-typed price does not reload the list.
 */
export function SearchFilters({ state, facets, typedCondition, onChange, fixedCategory }: Props) {
  const categories = useCategories();
  // Past the server's cap the options carry no count (null): none is shown, not a 0 that may be false.
  const counted =
    facets !== null &&
    facets !== undefined &&
    !Object.values(facets)
      .flat()
      .some((c) => c.count === null);
  const count = (counts: FacetCount[] | undefined, value: string) => (counted ? countOf(counts, value) : undefined);
  const conditions: Condition[] = typedCondition?.conditions ?? state.condition;
  const [text, setText] = useState({
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    minYear: state.minYear,
    maxYear: state.maxYear,
    location: state.location,
  });
  // A link may carry ranges the server refuses (typed by hand, or older than a rule): said under their fields at once.
  const [errors, setErrors] = useState<Partial<Record<RangeKey, string>>>(() => rangeErrors(text));
  const inputs = useRef<Partial<Record<keyof typeof text, HTMLInputElement | null>>>({});
  const errorId = useId();
  // A mistake in a range is said under its pair of fields and nothing is applied, so the results stay.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(text);
    setErrors(found);
    const first = RANGES.find((key) => found[key]);
    if (first) inputs.current[first]?.focus();
    else onChange(text);
  };
  const field = (key: keyof typeof text, label: string, inputMode: 'numeric' | 'decimal' | 'text') => {
    const error = key === 'location' ? undefined : errors[key];
    return (
      <label className="flex flex-col gap-1 text-sm">
        <span>{label}</span>
        <input
          ref={(element) => {
            inputs.current[key] = element;
          }}
          className={`input input-sm w-full ${error ? 'input-error' : ''}`}
          inputMode={inputMode}
          value={text[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${errorId}-${key}` : undefined}
          onChange={(event) => setText((current) => ({ ...current, [key]: event.target.value }))}
        />
      </label>
    );
  };
  // Under the pair, across both columns: a column is too narrow for a sentence.
  const pairErrors = (keys: RangeKey[]) =>
    keys.map(
      (key) =>
        errors[key] && (
          <p key={key} id={`${errorId}-${key}`} className="col-span-2 text-sm text-error">
            {errors[key]}
          </p>
        ),
    );

  return (
    <form aria-label="Filters" className="flex flex-col gap-5" onSubmit={apply}>
      {facets && !counted && (
        <p className="text-sm text-base-content/70">
          Over {formatCount(SEARCH_LIMITS.countCap)} guitars match: narrow the search to see how many each option gives.
        </p>
      )}
      {!fixedCategory && (
        <fieldset>
          <legend className="mb-1 font-semibold">Category</legend>
          {(categories.data ?? []).map((category) => (
            <Check
              key={category._id}
              label={category.category}
              count={count(facets?.category, category._id)}
              checked={state.category.includes(category._id)}
              onToggle={() => onChange({ category: toggle(state.category, category._id) })}
            />
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend className="mb-1 font-semibold">Condition</legend>
        {CONDITIONS.map((condition) => (
          <Check
            key={condition}
            label={condition}
            count={count(facets?.condition, condition)}
            checked={conditions.includes(condition)}
            // A box changed after a typed condition: the filter takes over from the words, starting from what they set.
            onToggle={() =>
              onChange({
                condition: toggle(conditions, condition),
                ...(typedCondition && { q: withoutTyped(state.q, [typedCondition.words]) }),
              })
            }
          />
        ))}
      </fieldset>
      {DETAIL_GROUPS.map(({ key, legend, label }) => {
        const options = facets?.[key] ?? [];
        const chosen = state[key];
        // Chosen values stay listed even when no result has them, so they can be unticked.
        const values = [...new Set([...options.map((o) => o.value), ...chosen])];
        if (values.length === 0) return null;
        return (
          <fieldset key={key}>
            <legend className="mb-1 font-semibold">{legend}</legend>
            {values.map((value) => (
              <Check
                key={value}
                label={label(value)}
                count={count(options, value)}
                checked={chosen.includes(value)}
                onToggle={() => onChange({ [key]: toggle(chosen, value) })}
              />
            ))}
          </fieldset>
        );
      })}
      <fieldset>
        <legend className="mb-1 font-semibold">Availability</legend>
        <Check
          label="Include booked guitars"
          count={count(facets?.status, 'Booked')}
          checked={state.booked}
          onToggle={() => onChange({ booked: !state.booked })}
        />
        <label className="flex items-center gap-2 py-1">
          <input type="checkbox" className="checkbox" checked disabled aria-describedby="verified-note" />
          <span>Verified sellers only</span>
        </label>
        <p id="verified-note" className="text-xs text-base-content/70">
          Every listing comes from a seller our team has verified.
        </p>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 font-semibold">Asking price ($)</legend>
        {field('minPrice', 'Min price', 'decimal')}
        {field('maxPrice', 'Max price', 'decimal')}
        {pairErrors(['minPrice', 'maxPrice'])}
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 font-semibold">Year of purchase</legend>
        {field('minYear', 'From year', 'numeric')}
        {field('maxYear', 'To year', 'numeric')}
        {pairErrors(['minYear', 'maxYear'])}
      </fieldset>
      {field('location', 'Location', 'text')}
      <button type="submit" className="btn btn-primary btn-sm">
        Apply
      </button>
    </form>
  );
}
