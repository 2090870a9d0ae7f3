import { Link } from 'react-router';
import { BRAND } from '@restrung/shared/constants';

export function Header() {
  return (
    <header className="navbar bg-base-200">
      <Link to="/" className="btn btn-ghost text-xl">{BRAND}</Link>
    </header>
  );
}
