// The one list of tables drizzle's query builder knows; each module adds its file here.
export * from './meta.ts';
