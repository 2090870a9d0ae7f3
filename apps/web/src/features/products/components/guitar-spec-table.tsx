import { BODY_TYPE_LABELS, CASE_LABELS, HANDEDNESS_LABELS } from '@restrung/shared/guitar-details';
import type { Product } from '@restrung/shared/product';

/** The product page's specification table: the details the seller gave, nothing for those left out. */
export function GuitarSpecTable({ product }: { product: Product }) {
  const rows: [label: string, value: string | undefined][] = [
    ['Brand', product.brand],
    ['Model', product.model],
    ['Year Built', product.yearBuilt?.toString()],
    ['Body Type', product.bodyType && BODY_TYPE_LABELS[product.bodyType]],
    ['Handedness', product.handedness && HANDEDNESS_LABELS[product.handedness]],
    ['Strings', product.strings?.toString()],
    ['Finish', product.finish],
    ['Serial Number', product.serialNumber],
    ['Case', product.caseIncluded && CASE_LABELS[product.caseIncluded]],
    ['Modifications', product.modifications],
  ];
  const given = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (given.length === 0) return null;
  return (
    <section aria-labelledby="spec-title" className="flex flex-col gap-2">
      <h2 id="spec-title" className="text-lg font-bold">
        Specifications
      </h2>
      <table className="table table-sm">
        <tbody>
          {given.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-40 font-medium text-base-content/70">
                {label}
              </th>
              <td className="wrap-anywhere whitespace-pre-line">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
