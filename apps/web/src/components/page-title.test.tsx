import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from './page-title.tsx';

describe('PageTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the tab while the page is shown, follows a change, and puts back the title it replaced when it goes', () => {
    document.title = 'Restrung';
    const { rerender, unmount } = render(<PageTitle>Fender Jazz Bass | Restrung</PageTitle>);
    expect(document.title).toBe('Fender Jazz Bass | Restrung');
    rerender(<PageTitle>Not available | Restrung</PageTitle>);
    expect(document.title).toBe('Not available | Restrung');
    unmount();
    expect(document.title).toBe('Restrung');
  });
});
