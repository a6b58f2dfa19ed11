import { describe, expect, it } from 'vitest';
import { markAppReady } from './app-ready.ts';

describe('markAppReady (a pre-rendered page taken over, issue 17)', () => {
  it('stops the logo pulsing and removes the loading status', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML =
      '<div id="root" data-prerendered="fr"><header></header></div><div id="boot-logo" role="status"></div>';
    markAppReady(doc);
    expect(doc.getElementById('root')?.hasAttribute('data-prerendered')).toBe(false);
    expect(doc.getElementById('boot-logo')).toBeNull();
    expect(doc.querySelector('header')).not.toBeNull();
  });

  it('leaves a page the app rendered itself as it is', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = '<div id="root"><main></main></div>';
    markAppReady(doc);
    expect(doc.body.innerHTML).toBe('<div id="root"><main></main></div>');
  });
});
