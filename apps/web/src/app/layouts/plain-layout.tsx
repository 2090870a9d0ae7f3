import { Outlet } from 'react-router';
import { Header } from '../../components/header.tsx';
import { Footer } from '../../components/footer.tsx';

export function PlainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
