import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Only tables exported from index.ts count: a module's half-written schema file stays
  // out of someone else's migration until it is listed there.
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
