import { BRAND } from '@restrung/shared/constants';

export function Footer() {
  return <footer className="footer bg-neutral p-8 text-neutral-content">{BRAND}</footer>;
}
