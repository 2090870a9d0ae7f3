export function HomePage() { return <h1>HomePage</h1>; }
