import { useId } from 'react';
import { REVIEW_TEXTS } from '@restrung/shared/review';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarInputProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (stars: number) => void;
  error?: string;
  legend?: string;
}

/**
 * Five stars as one radio group: native radios, so Tab enters the group once and the arrow keys move the choice,
 * and each star is named ("4 stars") for screen readers. The chosen number is also written out beside them.
 */
export function StarInput({ value, onChange, error, legend = 'Rating' }: StarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="fieldset" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend className="fieldset-legend text-base font-medium text-base-content">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="rating rating-lg">
          {STARS.map((stars) => (
            <input
              key={stars}
              type="radio"
              name={name}
              value={stars}
              className="mask mask-star-2 bg-warning"
              aria-label={REVIEW_TEXTS.starLabel(stars)}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
          ))}
        </div>
        <span className="text-sm text-base-content/80" aria-hidden="true">
          {value > 0 ? REVIEW_TEXTS.starLabel(value) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
