import { Link } from 'react-router';
import type { Category } from '@restrung/shared/category';
import { imageSrcSet, imageVariant } from '@restrung/shared/media';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <li>
      <Link
        to={`/category/${category._id}`}
        className="card h-full bg-base-100 shadow-md transition hover:-translate-y-1 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-4 focus-visible:outline-primary"
      >
        <figure className="aspect-[4/3]">
          {/* The seeded photos are 800x600; the size keeps the grid from jumping as they arrive. */}
          <img
            src={imageVariant(category.photo, 640)}
            srcSet={imageSrcSet(category.photo)}
            sizes="(min-width: 768px) 370px, 100vw"
            alt={`Illustration of ${category.category.toLowerCase()}`}
            width={800}
            height={600}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        </figure>
        <div className="card-body items-center p-5">
          <h3 className="card-title text-xl">{category.category}</h3>
        </div>
      </Link>
    </li>
  );
}
