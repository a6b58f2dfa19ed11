import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

describe('useDocumentTitle', () => {
  it('names the page, then the product', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'FAQ' } });
    expect(document.title).toBe('FAQ | PlayEats');
    rerender({ title: 'Contact' });
    expect(document.title).toBe('Contact | PlayEats');
  });

  it('falls back to the product name', () => {
    renderHook(() => useDocumentTitle(undefined));
    expect(document.title).toBe('PlayEats');
  });
});
