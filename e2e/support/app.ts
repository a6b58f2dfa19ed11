import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server-process.ts';

const LOAD_TIMEOUT_MS = 15_000;

/**
 * Opens a client route and waits until the app has replaced the boot logo with a page
 * that has its level-1 heading (every page and screen has one).
 */
export async function openApp(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  if (response?.status() !== 200) throw new Error(`GET ${url} answered ${response?.status()}`);
  await page.locator('#boot-logo').waitFor({ state: 'detached', timeout: LOAD_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
}

export async function mainHeading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const cache = new Map<string, Json>();

/** A text from the web app's locale files by dotted key, so specs follow the copy. */
export function text(language: 'en' | 'fr', namespace: string, key: string): string {
  const file = path.join(repoRoot, 'apps', 'web', 'public', 'locales', language, `${namespace}.json`);
  let json = cache.get(file);
  if (json === undefined) {
    json = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    cache.set(file, json);
  }
  let node: Json | undefined = json;
  for (const part of key.split('.')) {
    node = node !== null && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text ${language}/${namespace}.json ${key}`);
  return node;
}
