import { useId, useState } from 'react';
import { descriptionPreview, isTruncated } from '../format.ts';

/**
 * SPEC.md: the description is cut at 30 characters followed by an ellipsis. On the product page a toggle
 * shows the whole text; it says whether it is expanded.
 */
export function ProductDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = isTruncated(description);
  return (
    <div>
      <p id={id} className="whitespace-pre-line text-base-content/90">
        {expanded ? description : descriptionPreview(description)}
      </p>
      {long && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show full description'}
        </button>
      )}
    </div>
  );
}
