import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores between the API, component and browser suites; give async queries room to settle.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
