import { PageTitle } from '../../../components/page-title.tsx';
import { BRAND } from '@restrung/shared/constants';
import { CatalogueBrowser } from '../components/catalogue-browser.tsx';
import { useSearchState } from '../use-search-state.ts';

/** /search?q=...: every listing, narrowed by keywords and filters (the header's box opens it). */
export function SearchPage() {
  const [state] = useSearchState();
  const heading = state.q ? `Results for “${state.q}”` : 'All guitars';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>{`${state.q ? `${state.q} | Search` : 'All guitars'} | ${BRAND}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight wrap-anywhere">{heading}</h1>
      <CatalogueBrowser />
    </div>
  );
}
